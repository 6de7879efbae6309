import { ArtFrame } from '@web/components/front/art-frame';

/** A game controller, a die and a pawn: video and board games together. */
export function GameArt() {
  return (
    <ArtFrame>
      <path
        d="M80 110 h180 a60 60 0 0 1 58 75 l-18 70 a30 30 0 0 1 -52 10 l-30 -40 h-116 l-30 40 a30 30 0 0 1 -52 -10 l-18 -70 a60 60 0 0 1 58 -75 z"
        fill="currentColor"
      />
      <path d="M95 155 v50 M70 180 h50" stroke="#fff" strokeWidth="12" strokeLinecap="round" />
      <g fill="#fff" fillOpacity="0.9">
        <circle cx="245" cy="160" r="11" />
        <circle cx="275" cy="185" r="11" />
        <circle cx="215" cy="185" r="11" />
        <circle cx="245" cy="210" r="11" />
      </g>
      <g transform="rotate(15 330 60)">
        <rect x="300" y="30" width="60" height="60" rx="12" fill="currentColor" fillOpacity="0.55" />
        <g fill="#fff">
          <circle cx="316" cy="46" r="6" />
          <circle cx="330" cy="60" r="6" />
          <circle cx="344" cy="74" r="6" />
        </g>
      </g>
      <circle cx="60" cy="50" r="16" fill="currentColor" fillOpacity="0.5" />
      <path d="M46 100 l8 -40 h12 l8 40z" fill="currentColor" fillOpacity="0.5" />
    </ArtFrame>
  );
}
