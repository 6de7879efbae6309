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
  /** Off where the view is of this site only (the dispatcher's logistics dashboard). */
  withScope?: boolean;
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
  withScope = true,
  texts = 'dashboards',
  children,
}: DashboardToolbarProps) {
  const { t } = useTranslation();
  const { preset, scope, set } = useDashboardParams(defaultPreset);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3, flexGrow: 0 }}>
      {/*
        The title block's width never depends on the period, which arrives with the figures: on a
        phone it takes its own line, wider it shares the line from a fixed minimum. Were it sized
        by its text, the period's arrival would push the buttons to a new line and the whole
        dashboard down (CLS 0.23 measured on a phone).
      */}
      <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 0' }, minWidth: { md: 280 } }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="textSecondary" noWrap title={period} data-testid="dashboard-period">
          {period ?? '\u00a0'}
        </Typography>
      </Box>
      {children}
      {withScope && (
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
      )}
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
