import { describe, expect, it } from 'vitest';
import { sniffImageType } from './sniff';
import { pictureIn } from './test-images';

/** An ISO media `ftyp` box: size, 'ftyp', major brand, minor version, compatible brands. */
function ftyp(major: string, ...compatible: string[]) {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(32)]);
}

describe('sniffImageType', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('knows a real %s by its first bytes', async (format, type) => {
    expect(sniffImageType(await pictureIn[format]())).toBe(type);
  });

  it('refuses a text file whatever it is called', () => {
    expect(sniffImageType(Buffer.from('<script>alert(1)</script> saved as photo.png'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('takes AVIF named as a compatible brand, and refuses HEIC', () => {
    expect(sniffImageType(ftyp('mif1', 'mif1', 'miaf', 'avif'))).toBe('image/avif');
    expect(sniffImageType(ftyp('avis', 'msf1'))).toBe('image/avif');
    expect(sniffImageType(ftyp('heic', 'mif1', 'heic'))).toBeNull();
    // A brand past the box's own length is not part of it.
    const cut = ftyp('mif1', 'mif1', 'avif');
    cut.writeUInt32BE(20, 0);
    expect(sniffImageType(cut)).toBeNull();
  });

  it('refuses a signature cut short', () => {
    expect(sniffImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEB', 'latin1'))).toBeNull();
    expect(sniffImageType(Buffer.from('GIF8', 'latin1'))).toBeNull();
  });
});
