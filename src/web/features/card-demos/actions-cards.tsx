import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionCard, type CardAction } from './action-card';
import { useFormats } from './use-formats';

const CARDS: readonly { key: string; actions: readonly CardAction[] }[] = [
  { key: 'collapsible', actions: ['collapse'] },
  { key: 'refreshable', actions: ['refresh'] },
  { key: 'removable', actions: ['remove'] },
  { key: 'fullScreen', actions: ['expand'] },
  { key: 'everything', actions: ['collapse', 'refresh', 'expand', 'remove'] },
  { key: 'menu', actions: ['menu'] },
];

const FIGURES = [
  { key: 'visitors', base: 12_480 },
  { key: 'signUps', base: 864 },
  { key: 'orders', base: 2_215 },
] as const;

/** Made-up figures that change with every refresh (the same ones for the same refresh count). */
function figureAt(base: number, index: number, version: number): number {
  if (version === 0) return base;
  const swing = (((version * 37 + index * 11) % 21) - 10) / 100;
  return Math.round(base * (1 + swing + version * 0.01));
}

function CardBody({ text, version }: { text: string; version: number }) {
  const { t } = useTranslation();
  const f = useFormats();
  return (
    <>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, m: 0 }}>
        {FIGURES.map(({ key, base }, i) => (
          <div key={key}>
            <Typography component="dt" variant="caption" color="textSecondary">
              {t(`cards.actions.fig.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={key}>
              {f.number(figureAt(base, i, version))}
            </Typography>
          </div>
        ))}
      </Box>
    </>
  );
}

/**
 * The cards of the actions page. A removed card leaves the grid at once, and a snackbar offers
 * to bring it back where it was.
 */
export function ActionsCards() {
  const { t } = useTranslation();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [last, setLast] = useState<string | null>(null);
  const remove = (key: string) => {
    setRemoved((r) => new Set(r).add(key));
    setLast(key);
  };
  const undo = () => {
    if (!last) return;
    setRemoved((r) => {
      const next = new Set(r);
      next.delete(last);
      return next;
    });
    setLast(null);
  };
  return (
    <>
      {CARDS.filter((c) => !removed.has(c.key)).map(({ key, actions }) => (
        <Grid key={key} size={{ xs: 12, md: 6, xl: 4 }}>
          <ActionCard
            title={t(`cards.actions.card.${key}`)}
            subheader={t(`cards.actions.card.${key}Sub`)}
            actions={actions}
            onRemove={() => remove(key)}
          >
            {(version) => <CardBody text={t('cards.actions.body')} version={version} />}
          </ActionCard>
        </Grid>
      ))}
      {removed.size === CARDS.length && (
        <Grid size={12}>
          <Typography color="textSecondary">{t('cards.actions.allRemoved')}</Typography>
        </Grid>
      )}
      <Snackbar
        open={last !== null}
        onClose={(_, reason) => reason !== 'clickaway' && setLast(null)}
        autoHideDuration={8000}
        message={last ? t('cards.actions.removedMessage', { title: t(`cards.actions.card.${last}`) }) : ''}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            {t('cards.actions.undo')}
          </Button>
        }
      />
    </>
  );
}
