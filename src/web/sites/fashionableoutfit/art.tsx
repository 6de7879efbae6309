import { ArtFrame } from '@web/components/front/art-frame';

/** Three hangers on a rail: a dress, a shirt and a coat. */
export function FashionArt() {
  return (
    <ArtFrame>
      <rect x="20" y="40" width="360" height="10" rx="5" fill="currentColor" />
      <g fill="none" stroke="currentColor" strokeWidth="4">
        <path d="M90 50 v14 M90 64 l-45 28 h90 z" />
        <path d="M200 50 v14 M200 64 l-45 28 h90 z" />
        <path d="M310 50 v14 M310 64 l-45 28 h90 z" />
      </g>
      <path d="M60 92 h60 l-8 40 l38 140 h-120 l38 -140 z" fill="currentColor" fillOpacity="0.85" />
      <path
        d="M155 92 h90 l25 40 -22 12 -8 -14 v130 h-80 v-130 l-8 14 -22 -12 z"
        fill="currentColor"
        fillOpacity="0.45"
      />
      <path d="M200 92 v50" stroke="#fff" strokeOpacity="0.8" strokeWidth="3" />
      <path d="M265 92 h90 l15 190 h-50 l-10 -120 -10 120 h-50 z" fill="currentColor" fillOpacity="0.65" />
      <g fill="#fff" fillOpacity="0.85">
        <circle cx="200" cy="155" r="4" />
        <circle cx="200" cy="175" r="4" />
        <circle cx="200" cy="195" r="4" />
      </g>
      <circle cx="90" cy="160" r="6" fill="#fff" fillOpacity="0.8" />
    </ArtFrame>
  );
}
