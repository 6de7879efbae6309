import sharp, { type Color } from 'sharp';

/** Real pictures made by sharp, for the media tests. */
export function picture(width: number, height: number, background: Color = '#369', channels: 3 | 4 = 3) {
  return sharp({ create: { width, height, channels, background } });
}

export const pictureIn = {
  jpeg: (w = 40, h = 30) => picture(w, h).jpeg().toBuffer(),
  png: (w = 40, h = 30) => picture(w, h).png().toBuffer(),
  webp: (w = 40, h = 30) => picture(w, h).webp().toBuffer(),
  gif: (w = 40, h = 30) => picture(w, h).gif().toBuffer(),
  avif: (w = 40, h = 30) => picture(w, h).avif().toBuffer(),
};
