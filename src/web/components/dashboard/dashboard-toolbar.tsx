import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from './range';
import { useDashboardParams } from './use-dashboard-params';

interface DashboardToolbarProps {
  title: string;
  period?: string | undefined;
  /** The preset when the address names none (the Academy looks back 90 days). */
  defaultPreset?: RangePreset;
  /** Off where the view has no period (the fleet now). */
  withRange?: boolean;
  /** The namespace of the button texts: `<texts>.scope.*` and `<texts>.range.*`. */
  texts?: 'dashboards' | 'academy';
  /** More controls before the scope buttons. */
  children?: ReactNode;
}

/** A dashboard's title, its period (7/30/90 days, this year) and scope (this site, all sites), kept in the address. */
export function DashboardToolbar({
  title,
  period,
  defaultPreset,
  withRange = true,
  texts = 'dashboards',
  children,
}: DashboardToolbarProps) {
  const { t } = useTranslation();
  const { preset, scope, set } = useDashboardParams(defaultPreset);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3, flexGrow: 0 }}>
      <Box sx={{ flex: '1 1 auto' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" data-testid="dashboard-period">
          {period ?? '\u00a0'}
        </Typography>
      </Box>
      {children}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        aria-label={t(`${texts}.scope.label`)}
        onChange={(_, v: string | null) => v && set({ scope: v })}
      >
        <ToggleButton value="site">{t(`${texts}.scope.site`)}</ToggleButton>
        <ToggleButton value="all">{t(`${texts}.scope.all`)}</ToggleButton>
      </ToggleButtonGroup>
      {withRange && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          aria-label={t(`${texts}.range.label`)}
          onChange={(_, v: string | null) => v && set({ range: v })}
        >
          {RANGE_PRESETS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t(`${texts}.range.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Box>
  );
}
