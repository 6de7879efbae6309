import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IconCloudUpload, IconHeart, IconSend, IconSettings, IconShare, IconTrash } from '@tabler/icons-react';
import type { RouteMeta } from '@web/lib/route-meta';
import { DemoCard } from '@web/components/demo-card';
import { PageHeader } from '@web/components/page-header';
import { useTranslation } from 'react-i18next';

export const meta: RouteMeta = { layout: 'default' };

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
const VARIANTS = ['contained', 'outlined', 'text', 'tonal'] as const;

function Row({ children }: { children: React.ReactNode }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {children}
    </Stack>
  );
}

/** Every button the theme styles: variants, colours, sizes, icons, groups and states. */
export default function ButtonPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.c.button')} subtitle={t('page.button.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title={t('page.button.basic')} description={t('page.button.basicDesc')}>
            <Row>
              {VARIANTS.map((variant) => (
                <Button key={variant} variant={variant}>
                  {t(`page.button.${variant}`)}
                </Button>
              ))}
            </Row>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title={t('page.button.sizes')} description={t('page.button.sizesDesc')}>
            <Row>
              <Button variant="contained" size="small">
                {t('page.button.small')}
              </Button>
              <Button variant="contained">{t('page.button.medium')}</Button>
              <Button variant="contained" size="large">
                {t('page.button.large')}
              </Button>
            </Row>
          </DemoCard>
        </Grid>
        {VARIANTS.map((variant) => (
          <Grid key={variant} size={{ xs: 12, lg: 6 }}>
            <DemoCard title={`${t('page.button.colors')}: ${t(`page.button.${variant}`)}`}>
              <Row>
                {COLORS.map((color) => (
                  <Button key={color} variant={variant} color={color}>
                    {t(`color.${color}`)}
                  </Button>
                ))}
              </Row>
            </DemoCard>
          </Grid>
        ))}
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title={t('page.button.withIcons')} description={t('page.button.withIconsDesc')}>
            <Row>
              <Button variant="contained" endIcon={<IconSend size={18} aria-hidden />}>
                {t('page.button.send')}
              </Button>
              <Button variant="outlined" color="error" startIcon={<IconTrash size={18} aria-hidden />}>
                {t('page.button.delete')}
              </Button>
              <Button variant="tonal" color="info" startIcon={<IconCloudUpload size={18} aria-hidden />}>
                {t('page.button.upload')}
              </Button>
            </Row>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title={t('page.button.iconButtons')} description={t('page.button.iconButtonsDesc')}>
            <Row>
              <IconButton aria-label={t('page.button.like')} color="error">
                <IconHeart size={22} aria-hidden />
              </IconButton>
              <IconButton aria-label={t('page.button.share')} color="primary">
                <IconShare size={22} aria-hidden />
              </IconButton>
              <IconButton aria-label={t('page.button.settings')}>
                <IconSettings size={22} aria-hidden />
              </IconButton>
            </Row>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title={t('page.button.group')} description={t('page.button.groupDesc')}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <ButtonGroup variant="contained" aria-label={t('page.button.group')}>
                <Button>{t('page.button.day')}</Button>
                <Button>{t('page.button.week')}</Button>
                <Button>{t('page.button.month')}</Button>
              </ButtonGroup>
              <ButtonGroup variant="outlined" aria-label={t('page.button.group')}>
                <Button>{t('page.button.day')}</Button>
                <Button>{t('page.button.week')}</Button>
                <Button>{t('page.button.month')}</Button>
              </ButtonGroup>
            </Stack>
          </DemoCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <DemoCard title={t('page.button.states')} description={t('page.button.statesDesc')}>
            <Stack spacing={2}>
              <Row>
                <Button
                  variant="contained"
                  loading
                  loadingPosition="start"
                  startIcon={<IconSend size={18} aria-hidden />}
                >
                  {t('page.button.saving')}
                </Button>
                <Button variant="contained" disabled>
                  {t('page.button.disabled')}
                </Button>
                <Button variant="outlined" disabled>
                  {t('page.button.disabled')}
                </Button>
              </Row>
              <Button variant="contained" fullWidth>
                {t('page.button.block')}
              </Button>
            </Stack>
          </DemoCard>
        </Grid>
      </Grid>
    </>
  );
}
