import Box from '@mui/material/Box';

/*
 * Drawn for these pages: simple shapes in the theme's colours (primary for the subject, the text
 * colours for outlines), so they follow light and dark. Decorative: the heading says it all.
 */

/** A rocket on its launch pad, for "coming soon". */
export function RocketIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 240 200"
      aria-hidden
      focusable="false"
      sx={{ width: { xs: 200, sm: 260 }, height: 'auto', color: 'primary.main', '& .line': { stroke: 'currentColor' } }}
    >
      <ellipse cx="120" cy="184" rx="96" ry="10" fill="currentColor" opacity="0.12" />
      <circle cx="40" cy="40" r="3" fill="currentColor" opacity="0.5" />
      <circle cx="200" cy="30" r="4" fill="currentColor" opacity="0.35" />
      <circle cx="212" cy="110" r="2.5" fill="currentColor" opacity="0.5" />
      <circle cx="24" cy="120" r="2" fill="currentColor" opacity="0.5" />
      <path d="M120 18c22 18 32 48 30 86h-60c-2-38 8-68 30-86z" fill="currentColor" />
      <path d="M120 18c22 18 32 48 30 86h-60c-2-38 8-68 30-86z" fill="#fff" opacity="0.15" />
      <circle cx="120" cy="64" r="13" fill="#fff" />
      <circle cx="120" cy="64" r="8" fill="currentColor" opacity="0.55" />
      <path d="M90 80l-22 30v14l24-12zM150 80l22 30v14l-24-12z" fill="currentColor" opacity="0.7" />
      <rect x="102" y="104" width="36" height="10" rx="3" fill="currentColor" opacity="0.8" />
      <path d="M108 116c0 16 6 28 12 36c6-8 12-20 12-36z" fill="#ffb400" />
      <path d="M113 116c0 10 3 18 7 24c4-6 7-14 7-24z" fill="#ff4c51" opacity="0.85" />
      <rect x="70" y="172" width="100" height="8" rx="4" fill="currentColor" opacity="0.35" />
    </Box>
  );
}

/** A gear and a wrench, for "under maintenance". */
export function MaintenanceIllustration() {
  const teeth = Array.from({ length: 8 }, (_, i) => i * 45);
  return (
    <Box
      component="svg"
      viewBox="0 0 240 200"
      aria-hidden
      focusable="false"
      sx={{ width: { xs: 200, sm: 260 }, height: 'auto', color: 'primary.main' }}
    >
      <ellipse cx="120" cy="184" rx="96" ry="10" fill="currentColor" opacity="0.12" />
      <g transform="translate(100 92)">
        {teeth.map((a) => (
          <rect key={a} x="-9" y="-62" width="18" height="22" rx="3" fill="currentColor" transform={`rotate(${a})`} />
        ))}
        <circle r="46" fill="currentColor" />
        <circle r="20" fill="#fff" opacity="0.9" />
      </g>
      <g transform="translate(176 138) rotate(-40)" opacity="0.85">
        <rect x="-6" y="-10" width="12" height="62" rx="5" fill="#8592a3" />
        <path d="M-16 -30a16 16 0 1 0 32 0l-8 0v10h-16v-10z" fill="#8592a3" />
      </g>
      <circle cx="204" cy="40" r="4" fill="currentColor" opacity="0.4" />
      <circle cx="30" cy="60" r="3" fill="currentColor" opacity="0.4" />
    </Box>
  );
}
