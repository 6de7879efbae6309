import { ArtFrame } from '@web/components/front/art-frame';

/** A bond certificate with a coupon strip and a yield curve. */
export function BondArt() {
  return (
    <ArtFrame>
      <rect
        x="30"
        y="40"
        width="250"
        height="170"
        rx="8"
        fill="currentColor"
        fillOpacity="0.2"
        stroke="currentColor"
        strokeWidth="4"
      />
      <rect
        x="46"
        y="56"
        width="218"
        height="138"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      <g stroke="currentColor" strokeWidth="6" strokeLinecap="round">
        <path d="M70 90 h140" />
        <path d="M70 115 h100 M70 135 h120" strokeOpacity="0.6" />
      </g>
      <circle cx="225" cy="160" r="22" fill="currentColor" />
      <text x="225" y="167" textAnchor="middle" fill="#fff" fontSize="18" fontWeight="800" fontFamily="sans-serif">
        %
      </text>
      <g fill="currentColor" fillOpacity="0.55">
        <rect x="290" y="40" width="80" height="36" rx="4" />
        <rect x="290" y="84" width="80" height="36" rx="4" />
        <rect x="290" y="128" width="80" height="36" rx="4" />
        <rect x="290" y="172" width="80" height="36" rx="4" />
      </g>
      <path d="M30 300 V240 M30 300 H380" stroke="currentColor" strokeWidth="3" />
      <path
        d="M40 290 C100 250 180 240 370 232"
        fill="none"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </ArtFrame>
  );
}
