import { ArtFrame } from '@web/components/front/art-frame';

/** A phone showing an app being built, beside a code window. */
export function AppArt() {
  return (
    <ArtFrame>
      <rect x="20" y="40" width="220" height="170" rx="12" fill="currentColor" fillOpacity="0.25" />
      <rect x="20" y="40" width="220" height="26" rx="12" fill="currentColor" fillOpacity="0.6" />
      <g fill="currentColor">
        <circle cx="38" cy="53" r="5" />
        <circle cx="55" cy="53" r="5" />
        <circle cx="72" cy="53" r="5" />
      </g>
      <g stroke="currentColor" strokeWidth="7" strokeLinecap="round">
        <path d="M45 95 h60 M120 95 h40" />
        <path d="M65 120 h90" strokeOpacity="0.6" />
        <path d="M65 145 h50 M130 145 h60" strokeOpacity="0.6" />
        <path d="M45 170 h30" />
      </g>
      <rect x="230" y="60" width="140" height="250" rx="24" fill="currentColor" />
      <rect x="242" y="84" width="116" height="200" rx="8" fill="currentColor" fillOpacity="0.35" />
      <g fill="#fff" fillOpacity="0.9">
        <rect x="254" y="98" width="92" height="46" rx="6" />
        <rect x="254" y="154" width="42" height="42" rx="6" />
        <rect x="304" y="154" width="42" height="42" rx="6" />
        <rect x="254" y="206" width="92" height="14" rx="7" />
        <rect x="254" y="230" width="60" height="14" rx="7" />
      </g>
      <rect x="280" y="292" width="40" height="6" rx="3" fill="#fff" fillOpacity="0.7" />
    </ArtFrame>
  );
}
