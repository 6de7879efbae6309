import { useTheme } from '@mui/material/styles';

/** A small drawing of a window in a colour scheme, for the theme picker (no image file to fetch). */
export function SchemePicture({ scheme }: { scheme: 'light' | 'dark' | 'system' }) {
  const { palette } = useTheme();
  const light = { bg: '#f4f5fa', card: '#ffffff', line: '#d9d9e0' };
  const dark = { bg: '#28243d', card: '#312d4b', line: '#4a4565' };
  const half = (c: typeof light, clip?: string) => (
    <g clipPath={clip}>
      <rect width="160" height="90" fill={c.bg} />
      <rect x="8" y="8" width="32" height="74" rx="3" fill={c.card} />
      <rect x="48" y="8" width="104" height="14" rx="3" fill={c.card} />
      <rect x="48" y="30" width="104" height="52" rx="3" fill={c.card} />
      <rect x="56" y="40" width="60" height="6" rx="3" fill={palette.primary.main} />
      <rect x="56" y="52" width="84" height="4" rx="2" fill={c.line} />
      <rect x="56" y="62" width="70" height="4" rx="2" fill={c.line} />
      <rect x="14" y="16" width="20" height="4" rx="2" fill={palette.primary.main} />
      <rect x="14" y="26" width="20" height="3" rx="1.5" fill={c.line} />
      <rect x="14" y="34" width="20" height="3" rx="1.5" fill={c.line} />
    </g>
  );
  return (
    <svg viewBox="0 0 160 90" aria-hidden focusable="false">
      <defs>
        <clipPath id="scheme-half">
          <polygon points="80,0 160,0 160,90 80,90" />
        </clipPath>
      </defs>
      {half(scheme === 'dark' ? dark : light)}
      {scheme === 'system' && half(dark, 'url(#scheme-half)')}
    </svg>
  );
}

const SCENES = {
  mountains: { sky: ['#8ec5fc', '#e0c3fc'], ground: '#5b6b8c', shape: 'M0 90 L40 40 L70 70 L100 30 L160 90 Z' },
  sea: { sky: ['#fbd786', '#f7797d'], ground: '#2b5876', shape: 'M0 60 Q40 50 80 60 T160 60 L160 90 L0 90 Z' },
  city: {
    sky: ['#43cea2', '#185a9d'],
    ground: '#1f2a44',
    shape: 'M0 90 V50 H20 V35 H40 V55 H60 V25 H80 V45 H100 V30 H120 V50 H140 V40 H160 V90 Z',
  },
  forest: {
    sky: ['#d4fc79', '#96e6a1'],
    ground: '#2f5d3a',
    shape: 'M0 90 L15 45 L30 90 L45 35 L60 90 L75 50 L90 90 L105 30 L120 90 L135 45 L150 90 Z',
  },
} as const;
export type Scene = keyof typeof SCENES;
export const SCENE_NAMES = Object.keys(SCENES) as Scene[];

/** A drawn landscape standing for a photo category. */
export function ScenePicture({ scene }: { scene: Scene }) {
  const s = SCENES[scene];
  const id = `scene-${scene}`;
  return (
    <svg viewBox="0 0 160 90" aria-hidden focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={s.sky[0]} />
          <stop offset="1" stopColor={s.sky[1]} />
        </linearGradient>
      </defs>
      <rect width="160" height="90" fill={`url(#${id})`} />
      <circle cx="125" cy="22" r="10" fill="#fff" opacity="0.8" />
      <path d={s.shape} fill={s.ground} />
    </svg>
  );
}
