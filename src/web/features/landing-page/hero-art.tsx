import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

/*
 * The hero's picture: the admin dashboard in a browser window, drawn in SVG from the theme's
 * colours (no image to download, and it follows light and dark). Fills go through `style`, as
 * SVG presentation attributes do not read CSS variables.
 */
const BARS = [42, 68, 54, 88, 62, 96, 74];
const LINE = 'M20 118 C 60 96, 80 104, 110 84 S 170 50, 200 62 S 250 30, 290 24';

export function HeroArt() {
  const theme = useTheme();
  const { t } = useTranslation();
  const p = theme.vars.palette;
  const paper = { fill: p.background.paper };
  const soft = { fill: p.action.hover };
  const line = { fill: p.divider };
  const primary = { fill: p.primary.main };
  const faint = { fill: theme.alpha(p.primary.main, 0.16) };
  return (
    <svg
      viewBox="0 0 720 420"
      role="img"
      aria-label={t('landing.hero.artLabel')}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      <rect x="0" y="0" width="720" height="420" rx="18" style={paper} />
      <rect x="0" y="0" width="720" height="38" rx="18" style={soft} />
      <rect x="0" y="20" width="720" height="18" style={soft} />
      <circle cx="24" cy="19" r="6" style={{ fill: p.error.main }} />
      <circle cx="44" cy="19" r="6" style={{ fill: p.warning.main }} />
      <circle cx="64" cy="19" r="6" style={{ fill: p.success.main }} />
      <rect x="250" y="11" width="220" height="16" rx="8" style={paper} />
      {/* The side menu. */}
      <rect x="0" y="38" width="150" height="382" style={soft} />
      <rect x="20" y="58" width="28" height="28" rx="7" style={primary} />
      <rect x="56" y="66" width="70" height="12" rx="6" style={line} />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <g key={i}>
          <rect x="20" y={112 + i * 34} width="14" height="14" rx="4" style={i === 0 ? primary : line} />
          <rect
            x="44"
            y={115 + i * 34}
            width={[80, 64, 72, 56, 76, 60][i]}
            height="8"
            rx="4"
            style={i === 0 ? primary : line}
          />
        </g>
      ))}
      {/* Three figures. */}
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${172 + i * 180} 58)`}>
          <rect width="164" height="84" rx="12" style={paper} stroke={p.divider} />
          <circle cx="30" cy="30" r="14" style={i === 1 ? { fill: theme.alpha(p.success.main, 0.2) } : faint} />
          <rect x="54" y="22" width="70" height="8" rx="4" style={line} />
          <rect x="54" y="36" width="44" height="8" rx="4" style={line} />
          <rect
            x="16"
            y="56"
            width={[96, 120, 80][i]}
            height="14"
            rx="7"
            style={i === 1 ? { fill: p.success.main } : primary}
          />
        </g>
      ))}
      {/* The sales chart, its area under the line and the line itself. */}
      <g transform="translate(172 160)">
        <rect width="344" height="240" rx="12" style={paper} stroke={p.divider} />
        <rect x="20" y="20" width="110" height="10" rx="5" style={line} />
        <g transform="translate(20 70)">
          {[0, 1, 2, 3].map((i) => (
            <rect key={i} x="0" y={i * 36} width="300" height="1" style={line} />
          ))}
          <path d={`${LINE} L 290 140 L 20 140 Z`} style={faint} />
          <path d={LINE} fill="none" stroke={p.primary.main} strokeWidth="4" strokeLinecap="round" />
          <circle cx="200" cy="62" r="7" style={paper} stroke={p.primary.main} strokeWidth="4" />
        </g>
      </g>
      {/* Weekly bars. */}
      <g transform="translate(532 160)">
        <rect width="164" height="240" rx="12" style={paper} stroke={p.divider} />
        <rect x="16" y="20" width="80" height="10" rx="5" style={line} />
        {BARS.map((h, i) => (
          <rect
            key={i}
            x={18 + i * 19}
            y={210 - h * 1.5}
            width="11"
            height={h * 1.5}
            rx="5"
            style={i === 5 ? primary : faint}
          />
        ))}
      </g>
    </svg>
  );
}
