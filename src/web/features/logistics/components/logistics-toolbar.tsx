import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogisticsParams } from '../api/use-logistics';
import { RANGE_PRESETS } from '../lib/range';

/** The title, its period line, the scope (this site, all sites) and, on the dashboard, the period buttons. */
export function LogisticsToolbar({
  title,
  period,
  withRange = true,
  children,
}: {
  title: string;
  period?: string | undefined;
  withRange?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { preset, scope, set } = useLogisticsParams();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3, flexGrow: 0 }}>
      <Box sx={{ flex: '1 1 auto' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" data-testid="logistics-period">
          {period ?? '\u00a0'}
        </Typography>
      </Box>
      {children}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        aria-label={t('dashboards.scope.label')}
        onChange={(_, v: string | null) => v && set({ scope: v })}
      >
        <ToggleButton value="site">{t('dashboards.scope.site')}</ToggleButton>
        <ToggleButton value="all">{t('dashboards.scope.all')}</ToggleButton>
      </ToggleButtonGroup>
      {withRange && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          aria-label={t('dashboards.range.label')}
          onChange={(_, v: string | null) => v && set({ range: v })}
        >
          {RANGE_PRESETS.map((p) => (
            <ToggleButton key={p} value={p}>
              {t(`dashboards.range.${p}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Box>
  );
}
