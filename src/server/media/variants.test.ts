import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarPreset, listingPreset, type MediaPreset } from './presets';
import { picture, pictureIn } from './test-images';
import { renderVariants, type RenderedVariant } from './variants';

async function variantsOf(data: Buffer, preset: MediaPreset): Promise<RenderedVariant[]> {
  const rendered = await renderVariants(data, preset);
  if ('problem' in rendered) throw new Error(`refused: ${rendered.problem}`);
  return rendered.variants;
}

const sizes = (variants: RenderedVariant[]) => variants.map((v) => [v.name, v.width, v.height]);

describe('renderVariants', () => {
  it('takes a GIF and an AVIF for listings and stores each size as WebP', async () => {
    for (const data of [await pictureIn.gif(2000, 1000), await pictureIn.avif(2000, 1000)]) {
      const variants = await variantsOf(data, listingPreset);
      expect(sizes(variants)).toEqual([
        ['thumb', 320, 160],
        ['card', 800, 400],
        ['full', 1600, 800],
      ]);
      for (const v of variants) {
        expect(await sharp(v.data).metadata()).toMatchObject({ format: 'webp', width: v.width, height: v.height });
      }
    }
  });

  it('keeps to the types a preset accepts: an avatar cannot be a GIF', async () => {
    expect(await renderVariants(await pictureIn.gif(), avatarPreset)).toEqual({ problem: 'type' });
    expect(sizes(await variantsOf(await pictureIn.png(), avatarPreset))).toEqual([['avatar', 40, 30]]);
  });

  it('refuses a text file renamed to .png', async () => {
    const text = Buffer.from('just some notes, saved as holiday.png');
    expect(await renderVariants(text, listingPreset)).toEqual({ problem: 'type' });
  });

  it('refuses a valid signature on a body that does not decode', async () => {
    const png = await pictureIn.png();
    const broken = Buffer.concat([png.subarray(0, 24), Buffer.from('not really a picture at all')]);
    expect(await renderVariants(broken, listingPreset)).toEqual({ problem: 'unreadable' });
  });

  it('refuses a small PNG that unpacks to 30 megapixels', async () => {
    const bomb = await picture(6000, 5000, '#fff').png().toBuffer();
    expect(bomb.length).toBeLessThan(avatarPreset.maxBytes);
    expect(await renderVariants(bomb, avatarPreset)).toEqual({ problem: 'tooManyPixels' });
  });

  it('refuses a file over the byte limit before reading it', async () => {
    const small = { ...avatarPreset, maxBytes: 100 };
    expect(await renderVariants(await pictureIn.png(400, 400), small)).toEqual({ problem: 'tooLarge' });
  });

  it('drops EXIF (camera, location) and turns the picture upright', async () => {
    // 300 x 100 as stored, with orientation 6: the camera was turned, the photo is 100 x 300.
    const photo = await picture(300, 100)
      .withExif({ IFD0: { Copyright: 'secret-place-52.2297N-21.0122E', Artist: 'Camera Owner' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(photo.toString('latin1')).toContain('secret-place');
    const [variant] = await variantsOf(photo, avatarPreset);
    expect(variant!.data.toString('latin1')).not.toContain('secret-place');
    const meta = await sharp(variant!.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 300]);
  });

  it('never enlarges a small picture and keeps its transparency', async () => {
    const png = await picture(100, 60, { r: 0, g: 0, b: 0, alpha: 0.5 }, 4).png().toBuffer();
    const variants = await variantsOf(png, listingPreset);
    expect(sizes(variants)).toEqual([
      ['thumb', 100, 60],
      ['card', 100, 60],
      ['full', 100, 60],
    ]);
    expect((await sharp(variants[0]!.data).metadata()).hasAlpha).toBe(true);
  });
});
