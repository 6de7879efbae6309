import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card';
import { CARD_SIZE, CHART_KINDS, type ChartKind } from './chart-grid';

interface CardContent {
  chart: ReactNode;
  note?: string | undefined;
}

/**
 * The gallery's layout, shared by both libraries: one titled card per chart kind, in the same
 * order and widths, so the two pages can be compared card by card. `card` draws the chart of a
 * kind given the accessible label its title and subheader make.
 */
export function GalleryGrid({ card }: { card: (kind: ChartKind, label: string) => CardContent }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      {CHART_KINDS.map((kind) => {
        const title = t(`charts.${kind}.title`);
        const subheader = t(`charts.${kind}.subheader`);
        const { chart, note } = card(kind, `${title}: ${subheader}`);
        return (
          <Grid key={kind} size={CARD_SIZE[kind]}>
            <ChartCard title={title} subheader={subheader} note={note}>
              {chart}
            </ChartCard>
          </Grid>
        );
      })}
    </Grid>
  );
}
