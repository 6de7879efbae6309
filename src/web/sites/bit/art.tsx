import { ArtFrame } from '@web/components/front/art-frame';

/** A gavel over a price tag, with rising bids beside it. */
export function AuctionArt() {
  return (
    <ArtFrame>
      <g fill="currentColor">
        <rect x="250" y="170" width="26" height="60" rx="4" fillOpacity="0.35" />
        <rect x="290" y="130" width="26" height="100" rx="4" fillOpacity="0.55" />
        <rect x="330" y="80" width="26" height="150" rx="4" fillOpacity="0.8" />
      </g>
      <path
        d="M240 150 L290 110 L330 70 L370 40"
        fill="none"
        stroke="currentColor"
        strokeWidth="5"
        strokeDasharray="8 8"
      />
      <path d="M40 170 h130 l50 45 -50 45 h-130 z" fill="currentColor" fillOpacity="0.9" />
      <circle cx="70" cy="215" r="9" fill="#fff" />
      <text x="135" y="228" textAnchor="middle" fill="#fff" fontSize="36" fontWeight="800" fontFamily="sans-serif">
        BID
      </text>
      <g transform="rotate(-30 140 90)">
        <rect x="80" y="60" width="110" height="46" rx="10" fill="currentColor" />
        <rect x="126" y="106" width="18" height="110" rx="6" fill="currentColor" fillOpacity="0.7" />
      </g>
      <rect x="30" y="285" width="340" height="14" rx="7" fill="currentColor" fillOpacity="0.25" />
    </ArtFrame>
  );
}
