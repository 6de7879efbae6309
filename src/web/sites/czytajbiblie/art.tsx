import { ArtFrame } from '@web/components/front/art-frame';

/** An open book with a ribbon, under the soft light of a lamp. */
export function BookArt() {
  return (
    <ArtFrame viewBox="0 0 640 300">
      <ellipse cx="320" cy="120" rx="260" ry="110" fill="currentColor" fillOpacity="0.1" />
      <path d="M320 90 C260 60 170 60 110 80 V260 C170 240 260 240 320 270 Z" fill="currentColor" fillOpacity="0.8" />
      <path d="M320 90 C380 60 470 60 530 80 V260 C470 240 380 240 320 270 Z" fill="currentColor" fillOpacity="0.6" />
      <g stroke="#fff" strokeOpacity="0.85" strokeWidth="4" strokeLinecap="round">
        <path d="M145 110 q70 -12 140 4 M145 140 q70 -12 140 4 M145 170 q70 -12 140 4 M145 200 q50 -8 100 2" />
        <path d="M355 114 q70 -16 140 -4 M355 144 q70 -16 140 -4 M355 174 q70 -16 140 -4" />
      </g>
      <path d="M320 90 V290 l-10 -14 -10 14 V110" fill="currentColor" />
      <path d="M320 20 v30 M305 35 h30" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </ArtFrame>
  );
}
