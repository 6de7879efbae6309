import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF the invoice module made, for tests (server suite and e2e): enough of PDF to
 * read pdfkit's output — objects, Flate streams, the fonts' ToUnicode maps and the Tj/TJ strings
 * of the pages — not a general PDF reader. Text pieces are joined without separators.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  let match: RegExpExecArray | null;
  while ((match = header.exec(text))) {
    const start = header.lastIndex;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream', start);
    if (streamAt !== -1 && streamAt < end && text.slice(start, streamAt).trimEnd().endsWith('>>')) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const dataStart = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
      const raw = pdf.subarray(dataStart, dataStart + length);
      objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
      header.lastIndex = text.indexOf('endobj', dataStart + length);
    } else {
      objects.set(Number(match[1]), { dict: text.slice(start, end), stream: null });
      header.lastIndex = end;
    }
  }
  return objects;
}

const utf16 = (hex: string) => {
  let out = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) out += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return out;
};

function cmapOf(source: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      if (m[3]!.startsWith('[')) {
        [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((d, i) => map.set(from + i, utf16(d[1]!)));
      } else {
        const base = parseInt(m[3]!.slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(base + code - from));
      }
    }
  }
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(m[1]!, 16), utf16(m[2]!));
  }
  return map;
}

export function pdfToText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  // Font resource name (F1) -> its character map.
  const fontObjects = new Map<string, number>();
  for (const { dict } of objects.values()) {
    for (const m of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontObjects.set(m[1]!, Number(m[2]));
  }
  const cmaps = new Map<string, Map<number, string>>();
  for (const [name, id] of fontObjects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id)?.dict ?? '')?.[1];
    const stream = ref ? objects.get(Number(ref))?.stream : null;
    cmaps.set(name, stream ? cmapOf(stream.toString('latin1')) : new Map());
  }
  let text = '';
  for (const { dict, stream } of objects.values()) {
    if (!stream || dict.includes('/Subtype') || dict.includes('/Length1')) continue;
    const content = stream.toString('latin1');
    if (!/\bT[jJ]\b/.test(content)) continue;
    let cmap = new Map<number, string>();
    for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (m[1]) {
        cmap = cmaps.get(m[1]) ?? new Map();
        continue;
      }
      for (const hex of m[2]!.matchAll(/<([0-9a-fA-F]*)>/g)) {
        const digits = hex[1]!;
        for (let i = 0; i + 4 <= digits.length; i += 4) text += cmap.get(parseInt(digits.slice(i, i + 4), 16)) ?? '';
      }
    }
  }
  return text;
}
