import { ArtFrame } from '@web/components/front/art-frame';

/** A table laid for two under a pendant lamp, with a reservation card. */
export function TableArt() {
  return (
    <ArtFrame viewBox="0 0 640 300">
      <path d="M320 0 v50" stroke="currentColor" strokeWidth="3" />
      <path d="M280 80 q40 -50 80 0 z" fill="currentColor" />
      <ellipse cx="320" cy="90" rx="60" ry="10" fill="currentColor" fillOpacity="0.25" />
      <ellipse cx="320" cy="200" rx="230" ry="42" fill="currentColor" fillOpacity="0.35" />
      <rect x="300" y="205" width="40" height="90" fill="currentColor" fillOpacity="0.6" />
      <g fill="none" stroke="currentColor" strokeWidth="6">
        <ellipse cx="200" cy="192" rx="54" ry="14" />
        <ellipse cx="440" cy="192" rx="54" ry="14" />
      </g>
      <g stroke="currentColor" strokeWidth="5" strokeLinecap="round">
        <path d="M130 170 v35 M270 170 v35 M370 170 v35 M510 170 v35" />
      </g>
      <path d="M300 120 h14 l-3 40 h-8z M326 120 h14 l-3 40 h-8z" fill="currentColor" fillOpacity="0.7" />
      <rect x="298" y="160" width="44" height="30" rx="4" fill="currentColor" />
      <text x="320" y="181" textAnchor="middle" fill="#fff" fontSize="15" fontWeight="700" fontFamily="sans-serif">
        19:30
      </text>
      <circle cx="60" cy="120" r="26" fill="currentColor" fillOpacity="0.15" />
      <circle cx="590" cy="110" r="36" fill="currentColor" fillOpacity="0.12" />
    </ArtFrame>
  );
}
