import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { IconPlayerPlay } from '@tabler/icons-react';
import { DemoCard } from '@web/components/demo-card';
import { PageHeader } from '@web/components/page-header';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuidedTour, type TourEnd } from './guided-tour';
import { availableSteps, TOUR_STEPS, type TourStep } from './tour-steps';

/** How the last tour ended, told under the Start button. */
interface Outcome {
  how: TourEnd;
  step: number;
  total: number;
}

/**
 * The /extensions/tour page: what the tour shows and how to drive it, the Start button, and the
 * steps' own declaration behind "Show code". The tour itself walks the real navbar and customizer.
 */
export function TourDemoPage() {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<readonly TourStep[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  const onEnd = useCallback((how: TourEnd, step: number) => {
    setSteps((running) => {
      setOutcome({ how, step: step + 1, total: running?.length ?? 0 });
      return null;
    });
  }, []);

  // When a tour ends, the focus goes back to where it began, for the keyboard and screen readers
  // alike: once the Start button is enabled again.
  const ran = useRef(false);
  useEffect(() => {
    if (steps) ran.current = true;
    else if (ran.current) {
      ran.current = false;
      startRef.current?.focus();
    }
  }, [steps]);

  return (
    <>
      <PageHeader title={t('nav.tour')} subtitle={t('extensions.tour.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card component="section" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {t('extensions.tour.aboutTitle')}
              </Typography>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
                {t('extensions.tour.about')}
              </Typography>
              <Box component="ol" sx={{ m: 0, mb: 2, paddingInlineStart: 3, '& li': { mb: 0.5 } }}>
                {TOUR_STEPS.map((s) => (
                  <Typography key={s.id} component="li" variant="body2">
                    {t(`extensions.tour.${s.id}Title`)}
                  </Typography>
                ))}
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
                {t('extensions.tour.keys')}
              </Typography>
              <Button
                ref={startRef}
                variant="contained"
                startIcon={<IconPlayerPlay size={18} aria-hidden />}
                disabled={steps !== null}
                onClick={() => {
                  setOutcome(null);
                  setSteps(availableSteps());
                }}
              >
                {t('extensions.tour.start')}
              </Button>
              <Typography role="status" variant="body2" sx={{ mt: 2, minHeight: '1.5em' }}>
                {outcome &&
                  (outcome.how === 'finished'
                    ? t('extensions.tour.finished')
                    : t('extensions.tour.skipped', { current: outcome.step, total: outcome.total }))}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <DemoCard
            title={t('extensions.tour.codeTitle')}
            description={t('extensions.tour.codeDesc')}
            source={() => import('./tour-steps.ts?raw')}
          >
            <Typography variant="body2" color="textSecondary">
              {t('extensions.tour.library')}
            </Typography>
          </DemoCard>
        </Grid>
      </Grid>
      {steps && steps.length > 0 && <GuidedTour steps={steps} onEnd={onEnd} />}
    </>
  );
}
