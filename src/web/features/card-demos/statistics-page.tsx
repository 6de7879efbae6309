import Grid from '@mui/material/Grid';
import { CardPage } from './card-page';
import { EdgeCards, KpiCards, SalesOverviewCard, TrendCards } from './statistics-cards';

/** /pages/cards/card-statistics: figures with their icon, trend and small charts. */
export function StatisticsCardsPage() {
  return (
    <CardPage slug="statistics">
      <KpiCards />
      <TrendCards />
      <EdgeCards />
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <SalesOverviewCard />
      </Grid>
    </CardPage>
  );
}
