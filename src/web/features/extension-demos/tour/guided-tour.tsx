import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { useDocumentDirection } from '@web/core/theme/use-document-direction';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOMIZER_BUTTON, CUSTOMIZER_CLOSE, CUSTOMIZER_DRAWER, type TourStep } from './tour-steps';
import { waitFor } from './wait-for';

type PopperInstance = NonNullable<PopperProps['popperRef']> extends Ref<infer I> ? I : never;

export type TourEnd = 'finished' | 'skipped';

interface GuidedTourProps {
  steps: readonly TourStep[];
  /** The tour is over: finished at its last step, or skipped (Skip, the close button, Escape). */
  onEnd: (how: TourEnd, stepIndex: number) => void;
}

const drawer = () => document.querySelector<HTMLElement>(CUSTOMIZER_DRAWER);
const closeCustomizer = () => document.querySelector<HTMLElement>(CUSTOMIZER_CLOSE)?.click();

/** The space left around the lit control. */
const PAD = 6;

/**
 * A guided tour of the real chrome, built on MUI's Popper: a dimmed page with the step's control
 * cut out and lit, and beside it a card with the step's words, its number, Back, Next (Finish on
 * the last) and Skip. The card is a non-modal dialog that takes the focus at each step; Escape
 * ends the tour from anywhere. A step may open the customizer: the card and the light then move
 * into the drawer's own layer, so its focus trap keeps them reachable and they stay above it.
 */
export function GuidedTour({ steps, onEnd }: GuidedTourProps) {
  const { t } = useTranslation();
  const direction = useDocumentDirection();
  const [index, setIndex] = useState(0);
  const [found, setFound] = useState<{ index: number; el: HTMLElement } | null>(null);
  const [ending, setEnding] = useState(false);
  const step = steps[index] as TourStep;
  const target = !ending && found?.index === index ? found.el : null;
  // The placement engine's handle, to place the card again when its control moves.
  const popperRef = useRef<PopperInstance>(null);
  const titleId = useId();
  const bodyId = useId();
  const last = index === steps.length - 1;

  // Finds the step's control, first opening the customizer for the step that shows it, or closing
  // it when going back from there.
  useEffect(() => {
    if (ending) return;
    const wantsDrawer = step.opensCustomizer === true;
    if (wantsDrawer && !drawer()) document.querySelector<HTMLElement>(CUSTOMIZER_BUTTON)?.click();
    if (!wantsDrawer && drawer()) closeCustomizer();
    return waitFor(
      () => {
        // The drawer first opened, or gone, so the card lands in the right layer.
        if (wantsDrawer !== (drawer() !== null)) return null;
        const el = document.querySelector<HTMLElement>(step.target);
        return el && el.getClientRects().length > 0 ? el : null;
      },
      (el) => {
        if (el) setFound({ index, el });
        // A control that never came (the layout changed meanwhile): the tour cannot go on.
        else onEnd('skipped', index);
      },
    );
  }, [step, index, ending, onEnd]);

  // Marks the lit control, for styles and tests.
  useEffect(() => {
    if (!target) return;
    target.setAttribute('data-tour-highlighted', 'true');
    return () => target.removeAttribute('data-tour-highlighted');
  }, [target]);

  // The card takes the focus as it appears (once per step: between steps it is gone), so a screen
  // reader reads the step and the keyboard goes on from its buttons. A callback: the Popper's
  // portal mounts it after this component's own effects have run.
  const focusCard = useCallback((card: HTMLDivElement | null) => card?.focus({ preventScroll: true }), []);

  // Follows the control as the page scrolls or the drawer slides in.
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!target) return;
    let frame = 0;
    let seen = '';
    const follow = () => {
      const r = target.getBoundingClientRect();
      const key = `${r.x},${r.y},${r.width},${r.height}`;
      if (key !== seen) {
        seen = key;
        setRect(r);
        popperRef.current?.update();
      }
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [target]);

  // Ends the tour: the customizer it opened closes first, then the page takes the focus back.
  const end = (how: TourEnd) => {
    if (ending) return;
    setEnding(true);
    if (drawer()) closeCustomizer();
    waitFor(
      () => (drawer() ? null : true),
      () => onEnd(how, index),
    );
  };
  const endRef = useRef(end);
  useLayoutEffect(() => {
    endRef.current = end;
  });

  // Escape ends the tour wherever the focus is; caught first, so the drawer does not close alone.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.preventDefault();
      e.stopPropagation();
      endRef.current('skipped');
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const onCardKey = (e: KeyboardEvent) => {
    // The arrow keys page through the steps, mirrored in right-to-left languages.
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (e.target !== e.currentTarget) return;
    if (e.key === forward && !last) setIndex(index + 1);
    else if (e.key === backward && index > 0) setIndex(index - 1);
  };

  if (!target || !rect) return null;
  const inDrawer = step.opensCustomizer === true;
  const container = inDrawer ? drawer() : document.body;
  // Beside the drawer, on the side it leaves free; below a navbar control.
  const placement = inDrawer ? (direction === 'rtl' ? 'right' : 'left') : 'bottom';

  return (
    <>
      <Portal container={container}>
        <Box
          aria-hidden
          sx={(theme) => ({
            position: 'fixed',
            borderRadius: inDrawer ? 0 : 2,
            pointerEvents: 'none',
            zIndex: theme.zIndex.modal + 1,
            outline: `2px solid ${theme.vars.palette.primary.main}`,
            boxShadow: `0 0 0 100vmax ${theme.alpha(theme.vars.palette.common.black, 0.45)}`,
          })}
          // Measured from the viewport's left edge: a style attribute, which the right-to-left
          // style plugin leaves as it is.
          style={{
            top: rect.top - PAD,
            left: rect.left - PAD,
            width: rect.width + PAD * 2,
            height: rect.height + PAD * 2,
          }}
        />
      </Portal>
      <Popper
        open
        anchorEl={target}
        container={container}
        placement={placement}
        popperRef={popperRef}
        popperOptions={{ strategy: 'fixed' }}
        modifiers={[
          { name: 'offset', options: { offset: [0, PAD + 10] } },
          { name: 'preventOverflow', options: { padding: 12 } },
        ]}
        sx={(theme) => ({ zIndex: theme.zIndex.tooltip, width: 'min(340px, calc(100vw - 24px))' })}
      >
        <Paper
          ref={focusCard}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={bodyId}
          tabIndex={-1}
          elevation={8}
          onKeyDown={onCardKey}
          data-testid="tour-card"
          sx={(theme) => ({
            p: 2.5,
            borderRadius: 2,
            outline: 'none',
            '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
          })}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="caption" color="textSecondary" sx={{ flexGrow: 1 }}>
              {t('extensions.tour.counter', { current: index + 1, total: steps.length })}
            </Typography>
            <IconButton size="small" aria-label={t('extensions.tour.close')} onClick={() => end('skipped')}>
              <IconX size={18} aria-hidden />
            </IconButton>
          </Stack>
          <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 0.75 }}>
            {t(`extensions.tour.${step.id}Title`)}
          </Typography>
          <Typography id={bodyId} variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t(`extensions.tour.${step.id}Body`)}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Button size="small" color="secondary" onClick={() => end('skipped')} sx={{ marginInlineEnd: 'auto' }}>
              {t('extensions.tour.skip')}
            </Button>
            {index > 0 && (
              <Button size="small" variant="outlined" onClick={() => setIndex(index - 1)}>
                {t('extensions.tour.back')}
              </Button>
            )}
            <Button size="small" variant="contained" onClick={() => (last ? end('finished') : setIndex(index + 1))}>
              {last ? t('extensions.tour.finish') : t('extensions.tour.next')}
            </Button>
          </Stack>
        </Paper>
      </Popper>
    </>
  );
}
