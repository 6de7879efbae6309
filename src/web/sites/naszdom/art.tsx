import { ArtFrame } from '@web/components/front/art-frame';

/** A house with lit windows, a tree and a "for sale" sign. */
export function HomeArt() {
  return (
    <ArtFrame>
      <circle cx="320" cy="70" r="34" fill="currentColor" fillOpacity="0.2" />
      <rect x="0" y="270" width="400" height="50" rx="6" fill="currentColor" fillOpacity="0.18" />
      <path d="M70 150 L180 60 L290 150 Z" fill="currentColor" />
      <rect x="90" y="145" width="180" height="125" fill="currentColor" fillOpacity="0.45" />
      <rect x="160" y="200" width="42" height="70" rx="4" fill="currentColor" />
      <circle cx="194" cy="238" r="3.5" fill="#fff" />
      <g fill="#fff" fillOpacity="0.85">
        <rect x="108" y="170" width="36" height="30" rx="3" />
        <rect x="218" y="170" width="36" height="30" rx="3" />
        <circle cx="180" cy="115" r="14" />
      </g>
      <rect x="240" y="70" width="22" height="48" fill="currentColor" />
      <circle cx="335" cy="200" r="40" fill="currentColor" fillOpacity="0.6" />
      <rect x="330" y="220" width="10" height="50" fill="currentColor" />
      <rect x="20" y="205" width="6" height="65" fill="currentColor" />
      <rect x="4" y="195" width="58" height="30" rx="4" fill="currentColor" fillOpacity="0.8" />
      <text x="33" y="216" textAnchor="middle" fill="#fff" fontSize="15" fontWeight="700" fontFamily="sans-serif">
        m²
      </text>
    </ArtFrame>
  );
}
