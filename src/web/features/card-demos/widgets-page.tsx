import Grid from '@mui/material/Grid';
import { CardPage } from './card-page';
import { EarningsReportCard, SupportTrackerCard, WeeklyOverviewCard } from './widget-charts';
import { MonthlyCampaignCard, SalesByCountryCard } from './widget-lists';

/** /pages/cards/card-widgets: the mixed widgets of a dashboard. */
export function WidgetCardsPage() {
  return (
    <CardPage slug="widgets">
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <WeeklyOverviewCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <EarningsReportCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <SalesByCountryCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <MonthlyCampaignCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <SupportTrackerCard />
      </Grid>
    </CardPage>
  );
}
