/*
 * A person drawn in SVG for the demo reviews and team (no photos to download, none of real
 * people): head, hair and shoulders in colours picked per person. Decorative: the name beside it
 * says who it is.
 */
export interface PortraitLook {
  skin: string;
  hair: string;
  shirt: string;
  /** short or long hair */
  long?: boolean;
}

export function Portrait({ look, size }: { look: PortraitLook; size: number }) {
  return (
    <svg
      viewBox="0 0 120 120"
      width={size}
      height={size}
      aria-hidden
      focusable="false"
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
    >
      {look.long && <path d="M28 62 C 22 26, 98 26, 92 62 L 96 100 L 24 100 Z" fill={look.hair} />}
      <path d="M14 120 C 16 92, 36 82, 60 82 C 84 82, 104 92, 106 120 Z" fill={look.shirt} />
      <rect x="50" y="66" width="20" height="20" rx="8" fill={look.skin} />
      <ellipse cx="60" cy="52" rx="24" ry="27" fill={look.skin} />
      <path d="M35 50 C 32 24, 88 20, 86 50 C 80 38, 60 32, 42 40 Z" fill={look.hair} />
      <circle cx="51" cy="54" r="2.6" fill="#2f2b3d" />
      <circle cx="69" cy="54" r="2.6" fill="#2f2b3d" />
      <path d="M52 66 Q 60 72 68 66" stroke="#2f2b3d" strokeWidth="2.4" fill="none" strokeLinecap="round" />
    </svg>
  );
}
