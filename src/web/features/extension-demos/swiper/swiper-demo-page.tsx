import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { DemoCard } from '@web/components/demo-card';
import { PageHeader } from '@web/components/page-header';
import { useTranslation } from 'react-i18next';
import { swiperDemos } from './index';

/**
 * The /extensions/swiper page: a card per example. Swiper's own CSS is plain (imported by the
 * examples, so it comes with this page's chunk only); the theme reaches it here through Swiper's
 * CSS variables and a few rules for its buttons, in light and dark alike.
 */
export function SwiperDemoPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.swiper')} subtitle={t('extensions.swiper.subtitle')} />
      <Box
        sx={(theme) => ({
          '--swiper-theme-color': theme.vars.palette.primary.main,
          '--swiper-navigation-size': '16px',
          '--swiper-navigation-sides-offset': '12px',
          '--swiper-pagination-bullet-inactive-color': theme.vars.palette.text.secondary,
          '--swiper-pagination-bullet-inactive-opacity': '0.45',
          '--swiper-pagination-progressbar-bg-color': theme.vars.palette.action.hover,
          '--swiper-preloader-color': theme.vars.palette.primary.main,
          '& .swiper': { minWidth: 0 },
          // The arrows as round buttons on the paper, readable on any picture.
          '& .swiper-button-prev, & .swiper-button-next': {
            width: 36,
            height: 36,
            borderRadius: '50%',
            bgcolor: 'background.paper',
            boxShadow: theme.vars.shadows[2],
            color: 'primary.main',
            '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
          },
          '& .swiper-button-disabled': { opacity: 0.5 },
          '& .swiper-pagination-bullet:focus-visible': {
            outline: `2px solid ${theme.vars.palette.primary.main}`,
            outlineOffset: 2,
          },
          // Readers who ask for less motion get a still ring, not a spinner turning for ever.
          '@media (prefers-reduced-motion: reduce)': { '& .swiper-lazy-preloader': { animation: 'none' } },
          // The thumbnail under the big picture is the one fully lit.
          '& .thumbs-strip .swiper-slide': { opacity: 0.5, cursor: 'pointer', transition: 'opacity .2s' },
          '& .thumbs-strip .swiper-slide-thumb-active': { opacity: 1 },
        })}
      >
        <Grid container spacing={3}>
          {swiperDemos.map(({ id, Component, source, wide }) => (
            <Grid key={id} size={{ xs: 12, lg: wide ? 12 : 6 }} sx={{ minWidth: 0 }}>
              <DemoCard
                title={t(`extensions.swiper.${id}`)}
                description={t(`extensions.swiper.${id}Desc`)}
                source={source}
              >
                <Component />
              </DemoCard>
            </Grid>
          ))}
        </Grid>
      </Box>
    </>
  );
}
