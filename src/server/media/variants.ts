import sharp from 'sharp';
import type { MediaPreset } from './presets';
import { sniffImageType, type ImageType } from './sniff';

/**
 * Why an upload is refused: over the byte limit, not an accepted type by its first bytes, does
 * not decode as what it claims, or too many pixels.
 */
export type MediaProblem = 'tooLarge' | 'type' | 'unreadable' | 'tooManyPixels';

export interface RenderedVariant {
  readonly name: string;
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

export type Rendered = { type: ImageType; variants: RenderedVariant[] } | { problem: MediaProblem };

/** What libvips reports for each sniffed type: the decoder must agree with the signature. */
const DECODED_AS: Record<ImageType, { format: string; compression?: string }> = {
  'image/jpeg': { format: 'jpeg' },
  'image/png': { format: 'png' },
  'image/webp': { format: 'webp' },
  'image/gif': { format: 'gif' },
  'image/avif': { format: 'heif', compression: 'av1' },
};

/**
 * Checks an upload against the preset and renders its WebP variants.
 *
 * The picture is decoded for real (a valid signature on a broken or hostile body is refused),
 * turned upright, and re-encoded; re-encoding drops every metadata block (EXIF with GPS
 * positions, comments, embedded profiles). Animated GIF and WebP keep their first frame.
 */
export async function renderVariants(data: Buffer, preset: MediaPreset): Promise<Rendered> {
  if (data.length > preset.maxBytes) return { problem: 'tooLarge' };
  const type = sniffImageType(data);
  if (!type || !preset.accept.includes(type)) return { problem: 'type' };
  try {
    const image = sharp(data, { limitInputPixels: preset.maxPixels, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > preset.maxPixels) return { problem: 'tooManyPixels' };
    const expected = DECODED_AS[type];
    if (meta.format !== expected.format || (expected.compression && meta.compression !== expected.compression)) {
      return { problem: 'unreadable' };
    }
    // Decoded once, at the largest size any variant needs; the others are scaled from those
    // pixels rather than from the original again (or from a lossy variant).
    const largest = Math.max(...preset.variants.map((v) => v.size));
    const { data: pixels, info } = await image
      .rotate()
      .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants = await Promise.all(
      preset.variants.map(async (spec) => {
        const out = await sharp(pixels, { raw })
          .resize(spec.size, spec.size, { fit: 'inside', withoutEnlargement: true })
          .webp({ quality: spec.quality })
          .toBuffer({ resolveWithObject: true });
        return { name: spec.name, data: out.data, width: out.info.width, height: out.info.height };
      }),
    );
    return { type, variants };
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    return { problem: /pixel limit/i.test(message) ? 'tooManyPixels' : 'unreadable' };
  }
}
