// Makes the /extensions/swiper page's pictures: eight small landscapes drawn as SVG and saved as
// WebP, so the page ships its own images and fetches nothing from elsewhere. Run once by hand
// (`node scripts/make-swiper-images.mjs`); the results are committed in src/web/public/images/swiper.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../src/web/public/images/swiper');
const W = 960;
const H = 600;

/** One scene: sky from top to horizon, the sun or moon, and three mountain ridges, far to near. */
const SCENES = {
  dawn: { sky: ['#fbd3c4', '#f7a38a'], sun: '#fff1c9', sunY: 380, ridges: ['#c98b8b', '#9c6478', '#5f3f5c'] },
  noon: { sky: ['#7cc4f2', '#d6efff'], sun: '#fffbe0', sunY: 140, ridges: ['#8fb8a4', '#5c9178', '#2f6050'] },
  dusk: { sky: ['#5a4e9c', '#f29c6b'], sun: '#ffd27a', sunY: 420, ridges: ['#7a5a8c', '#4f3a6b', '#2a2044'] },
  night: { sky: ['#0d1b3d', '#28406e'], sun: '#e8ecf5', sunY: 150, ridges: ['#253457', '#1a2644', '#0e1730'] },
  lake: { sky: ['#a7d8e8', '#e9f6f2'], sun: '#ffffff', sunY: 200, ridges: ['#9cc3c8', '#5f9aa5', '#2e6b7d'] },
  desert: { sky: ['#f6d08b', '#fdf0d2'], sun: '#fff6dc', sunY: 170, ridges: ['#e4b26d', '#c98a48', '#9a5f2c'] },
  forest: { sky: ['#c3e3c0', '#eef7e6'], sun: '#fffbe6', sunY: 180, ridges: ['#86b884', '#4f8a58', '#235538'] },
  snow: { sky: ['#c9d6ea', '#f3f6fb'], sun: '#ffffff', sunY: 160, ridges: ['#dfe6f0', '#b3c2d6', '#7d90ab'] },
};

/** A ridge line across the picture, its peaks set by a seed so each scene has its own skyline. */
function ridge(seed, base, height) {
  const points = [];
  for (let x = 0; x <= W; x += 60) {
    const y = base - height * (0.5 + 0.5 * Math.sin(x / 97 + seed) * Math.cos(x / 151 + seed * 2));
    points.push(`${x},${Math.round(y)}`);
  }
  return `M0,${H} L${points.join(' L')} L${W},${H} Z`;
}

function svg({ sky, sun, sunY, ridges }, seed) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#s)"/>
  <circle cx="${620 - seed * 40}" cy="${sunY}" r="62" fill="${sun}" opacity="0.95"/>
  <path d="${ridge(seed, 400, 170)}" fill="${ridges[0]}"/>
  <path d="${ridge(seed + 1.7, 480, 150)}" fill="${ridges[1]}"/>
  <path d="${ridge(seed + 3.1, 560, 110)}" fill="${ridges[2]}"/>
</svg>`;
}

mkdirSync(out, { recursive: true });
let total = 0;
for (const [i, [name, scene]] of Object.entries(SCENES).entries()) {
  const file = path.join(out, `${name}.webp`);
  const info = await sharp(Buffer.from(svg(scene, i)))
    .webp({ quality: 70 })
    .toFile(file);
  total += info.size;
  console.log(`${name}.webp ${info.size} bytes`);
}
console.log(`total ${total} bytes`);
