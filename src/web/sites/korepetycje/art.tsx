import { ArtFrame } from '@web/components/front/art-frame';

/** A chalkboard with a formula, a pencil and a notebook: a lesson in progress. */
export function TutoringArt() {
  return (
    <ArtFrame>
      <rect x="20" y="30" width="300" height="190" rx="14" fill="currentColor" fillOpacity="0.9" />
      <rect x="34" y="44" width="272" height="162" rx="8" fill="currentColor" fillOpacity="0.55" />
      <g fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" strokeOpacity="0.92">
        <path d="M60 95 q20 -40 40 0 t40 0" />
        <path d="M160 80 v30 M145 95 h30" />
        <path d="M200 80 l25 30 M225 80 l-25 30" />
        <path d="M60 150 h70 M60 170 h110 M190 160 h60" />
      </g>
      <text x="250" y="110" fill="#fff" fontSize="40" fontFamily="serif" fontStyle="italic">
        π
      </text>
      <rect x="210" y="220" width="170" height="80" rx="8" fill="currentColor" fillOpacity="0.25" />
      <path d="M230 245 h120 M230 262 h90 M230 279 h105" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <g transform="rotate(-35 110 270)">
        <rect x="40" y="258" width="150" height="22" rx="4" fill="currentColor" />
        <path d="M190 258 l30 11 -30 11z" fill="currentColor" fillOpacity="0.5" />
      </g>
    </ArtFrame>
  );
}
