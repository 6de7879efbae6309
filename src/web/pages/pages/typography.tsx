import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { RouteMeta } from '@web/lib/route-meta';
import { DemoCard } from '@web/components/demo-card';
import { PageHeader } from '@web/components/page-header';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { layout: 'default' };

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const TEXTS = ['subtitle1', 'subtitle2', 'body1', 'body2', 'button', 'caption', 'overline'] as const;
const COLOURS: { key: string; color: TypographyProps['color'] }[] = [
  { key: 'color.textPrimary', color: 'text.primary' },
  { key: 'color.textSecondary', color: 'text.secondary' },
  { key: 'color.primary', color: 'primary' },
  { key: 'color.success', color: 'success.main' },
  { key: 'color.info', color: 'info.main' },
  { key: 'color.warning', color: 'warning.main' },
  { key: 'color.error', color: 'error.main' },
];

function Specimen({ label, detail, children }: { label: string; detail: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '160px 1fr' },
        gap: { xs: 0.5, md: 3 },
        alignItems: 'baseline',
      }}
    >
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {detail}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** The template's type scale: headings, texts and text colours, as the theme sets them. */
export default function TypographyPage() {
  const { t } = useTranslation();
  const sample = t('page.typography.sample');
  return (
    <>
      <PageHeader title={t('nav.typography')} subtitle={t('page.typography.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={12}>
          <DemoCard title={t('page.typography.headings')} description={t('page.typography.headingsDesc')}>
            <Stack spacing={2.5}>
              {HEADINGS.map((variant, i) => (
                <Specimen key={variant} label={t('page.typography.heading', { level: i + 1 })} detail={variant}>
                  <Typography variant={variant} component="p" noWrap>
                    {sample}
                  </Typography>
                </Specimen>
              ))}
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <DemoCard title={t('page.typography.texts')} description={t('page.typography.textsDesc')}>
            <Stack spacing={2.5}>
              {TEXTS.map((variant) => (
                <Specimen key={variant} label={t(`page.typography.v.${variant}`)} detail={variant}>
                  <Typography variant={variant} component="p">
                    {variant.startsWith('body') ? t('page.typography.paragraph') : sample}
                  </Typography>
                </Specimen>
              ))}
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <DemoCard title={t('page.typography.colours')} description={t('page.typography.coloursDesc')}>
            <Stack spacing={1.5}>
              {COLOURS.map(({ key, color }) => (
                <Typography key={key} sx={{ color, fontWeight: 500 }}>
                  {t(key)}
                </Typography>
              ))}
            </Stack>
            <Box
              component="blockquote"
              sx={{
                m: 0,
                mt: 3,
                pl: 2,
                borderLeft: 4,
                borderColor: 'primary.main',
                color: 'text.secondary',
                fontStyle: 'italic',
              }}
            >
              <Typography>{t('page.typography.quote')}</Typography>
            </Box>
          </DemoCard>
        </Grid>
      </Grid>
    </>
  );
}
