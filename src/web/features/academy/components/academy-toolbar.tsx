import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAcademyParams } from '../api/academy-queries';
import { RANGE_PRESETS } from '../lib/range';

/** The dashboard's title, its period and scope (this site, all sites), kept in the address. */
export function AcademyToolbar({ title, period }: { title: string; period?: string | undefined }) {
  const { t } = useTranslation();
  const { preset, scope, set } = useAcademyParams();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ flex: '1 1 auto' }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" data-testid="academy-period">
          {period ?? '\u00a0'}
        </Typography>
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        aria-label={t('academy.scope.label')}
        onChange={(_, v: string | null) => v && set({ scope: v })}
      >
        <ToggleButton value="site">{t('academy.scope.site')}</ToggleButton>
        <ToggleButton value="all">{t('academy.scope.all')}</ToggleButton>
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        aria-label={t('academy.range.label')}
        onChange={(_, v: string | null) => v && set({ range: v })}
      >
        {RANGE_PRESETS.map((p) => (
          <ToggleButton key={p} value={p}>
            {t(`academy.range.${p}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
