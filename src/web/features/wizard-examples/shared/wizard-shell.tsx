import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import type { StepIconProps } from '@mui/material/StepIcon';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconArrowLeft, IconArrowRight, IconCheck, type Icon } from '@tabler/icons-react';
import { useMemo, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** Arrows point the way of reading: mirrored when the page is right-to-left. */
export const FLIP_IN_RTL = { '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } } as const;

export interface ShellStep {
  key: string;
  icon: Icon;
}

interface WizardShellProps {
  /** Translation prefix of this wizard: `<ns>.step.<key>` and `<ns>.step.<key>Desc`. */
  ns: string;
  steps: readonly ShellStep[];
  step: number;
  /** The wizard's end screen replaces the form; the stepper then shows every step done. */
  done: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStepClick: (step: number) => void;
  onBack: () => void;
  /** "Next" on every step but the last, where the form is submitted. */
  onSubmit: () => void;
  submitLabel: string;
  busy?: boolean;
  /** The step whose button submits (default: the last); later steps are the end screen's. */
  submitAt?: number;
  /** What the end screen shows, instead of the form. */
  doneContent?: ReactNode;
  children: ReactNode;
}

/** A step's icon: a tinted square, filled for the step on screen, ticked when done. */
function makeStepIcon(steps: readonly ShellStep[]) {
  return function WizardExampleStepIcon({ icon, active, completed }: StepIconProps) {
    const StepIcon = completed ? IconCheck : (steps[Number(icon) - 1]?.icon ?? IconCheck);
    return (
      <Avatar
        variant="rounded"
        sx={(theme) => ({
          width: 38,
          height: 38,
          bgcolor: active ? 'primary.main' : completed ? 'success.main' : 'action.selected',
          color: active || completed ? 'common.white' : 'text.primary',
          boxShadow: active ? theme.shadows[3] : 'none',
        })}
      >
        <StepIcon size={20} aria-hidden />
      </Avatar>
    );
  };
}

/**
 * The frame the three wizard examples share: a stepper (horizontal on wide screens, vertical and
 * compact below md), the step's heading (focused on each move, see use-step-form.ts), its fields
 * and Back / Next. The step on screen carries aria-current="step".
 */
export function WizardShell(props: WizardShellProps) {
  const { ns, steps, step, done, headingRef, children } = props;
  const { t } = useTranslation();
  const vertical = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const stepIcon = useMemo(() => makeStepIcon(steps), [steps]);
  const last = props.submitAt ?? steps.length - 1;
  const current = steps[step]!;
  const headingId = `${ns.replace(/\W/g, '-')}-step-title`;

  return (
    <Card>
      <CardContent>
        <Stepper
          nonLinear
          activeStep={done ? steps.length : step}
          orientation={vertical ? 'vertical' : 'horizontal'}
          aria-label={t('wizards.steps')}
        >
          {steps.map(({ key }, i) => (
            <Step key={key} completed={done || i < step}>
              <StepButton
                onClick={() => props.onStepClick(i)}
                disabled={done}
                aria-current={!done && i === step ? 'step' : undefined}
                optional={
                  compact ? undefined : (
                    <Typography variant="caption" color="textSecondary">
                      {t(`${ns}.step.${key}Desc`)}
                    </Typography>
                  )
                }
              >
                <StepLabel slots={{ stepIcon }}>{t(`${ns}.step.${key}`)}</StepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </CardContent>
      <Divider />
      <CardContent>
        {done ? (
          props.doneContent
        ) : (
          <form
            noValidate
            aria-labelledby={headingId}
            onSubmit={(e) => {
              e.preventDefault();
              props.onSubmit();
            }}
          >
            <Typography
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              variant="h6"
              component="h2"
              sx={{
                '&:focus': { outline: 'none' },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              {t('wizards.stepOf', { n: step + 1, count: steps.length })}: {t(`${ns}.step.${current.key}`)}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
              {t(`${ns}.step.${current.key}Desc`)}
            </Typography>
            <Box sx={{ mb: 3 }}>{children}</Box>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
              <Button
                variant="tonal"
                color="secondary"
                disabled={step === 0}
                onClick={props.onBack}
                sx={FLIP_IN_RTL}
                startIcon={<IconArrowLeft size={18} aria-hidden />}
              >
                {t('wizards.previous')}
              </Button>
              {step === last ? (
                <Button
                  type="submit"
                  variant="contained"
                  color="success"
                  loading={props.busy}
                  endIcon={<IconCheck size={18} aria-hidden />}
                >
                  {props.submitLabel}
                </Button>
              ) : (
                <Button
                  type="submit"
                  variant="contained"
                  sx={FLIP_IN_RTL}
                  endIcon={<IconArrowRight size={18} aria-hidden />}
                >
                  {t('wizards.next')}
                </Button>
              )}
            </Stack>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
