// Image upload (issue #13): a 5 MB JPEG becomes its three WebP variants through the media module's
// real code (renderVariants, then saveMedia writes the files), target under 1 s. The picture is
// random noise, so JPEG cannot compress it away and the decoder has real work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { percentile } from './stats.mjs';

const TARGET_MS = 1000;
const WANT_BYTES = 5 * 1024 * 1024;
const RUNS = 5;

async function noiseJpeg(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (Math.random() * 256) | 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A noise JPEG of about 5 MB: one trial size, then scaled by the area it needs. */
async function fiveMegabyteJpeg() {
  const trial = await noiseJpeg(1000, 750);
  const scale = Math.sqrt(WANT_BYTES / trial.length);
  return noiseJpeg(Math.round(1000 * scale), Math.round(750 * scale));
}

export async function runImages() {
  const { renderVariants } = await import('../../src/server/media/variants.ts');
  const { saveMedia } = await import('../../src/server/media/store.ts');
  const { listingPreset } = await import('../../src/server/media/presets.ts');
  const jpeg = await fiveMegabyteJpeg();
  const meta = await sharp(jpeg).metadata();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-images-'));
  const times = [];
  let sizes = [];
  try {
    for (let i = 0; i <= RUNS; i += 1) {
      const t0 = performance.now();
      const rendered = await renderVariants(jpeg, listingPreset);
      if ('problem' in rendered) throw new Error(`the bench picture was refused: ${rendered.problem}`);
      await saveMedia(dataDir, listingPreset, rendered.variants);
      // The first run also loads libvips' codecs; it is the warm-up.
      if (i > 0) times.push(performance.now() - t0);
      sizes = rendered.variants.map((v) => `${v.name} ${v.width}x${v.height} ${(v.data.length / 1024).toFixed(0)} KB`);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const [p50, worst] = [percentile(times, 50), Math.max(...times)];
  console.log(
    `\nImage upload: ${(jpeg.length / 1024 / 1024).toFixed(1)} MB noise JPEG ${meta.width}x${meta.height} -> 3 WebP variants, ${RUNS} runs after a warm-up`,
  );
  console.log('median'.padStart(10), 'slowest'.padStart(10), ' result');
  console.log(
    `${p50.toFixed(0)} ms`.padStart(10),
    `${worst.toFixed(0)} ms`.padStart(10),
    worst < TARGET_MS ? ` PASS (< ${TARGET_MS} ms)` : ` FAIL (target < ${TARGET_MS} ms)`,
  );
  console.log(`  variants: ${sizes.join(', ')}`);
  return { p50, worst };
}
