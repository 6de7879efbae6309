// The part of pdfkit's API the invoice PDF uses (the package ships no types; one dependency, not two).
declare module 'pdfkit' {
  interface TextOptions {
    lineBreak?: boolean;
    width?: number;
    align?: 'left' | 'right' | 'center';
    features?: string[];
  }
  interface DocumentOptions {
    size?: string;
    margin?: number;
    lang?: string;
    compress?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; CreationDate?: Date };
    bufferPages?: boolean;
  }
  class PDFDocument {
    constructor(options?: DocumentOptions);
    readonly page: { width: number; height: number };
    registerFont(name: string, src: Buffer): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    widthOfString(text: string, options?: TextOptions): number;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(): this;
    rect(x: number, y: number, w: number, h: number): this;
    fill(color?: string): this;
    addPage(): this;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    end(): void;
  }
  export default PDFDocument;
}
