import Grid from '@mui/material/Grid';
import { ActivityTimelineCard, MeetingScheduleCard } from './advance-activity';
import { InstructorsCard, TopProductsCard, TransactionsCard } from './advance-lists';
import { OrdersCard } from './advance-orders';
import { TeamProgressCard, UpgradePlanCard } from './advance-team';
import { CardPage } from './card-page';

/** /pages/cards/card-advance: cards made of lists, timelines, tabs and forms. */
export function AdvanceCardsPage() {
  const third = { xs: 12, md: 6, lg: 4 } as const;
  return (
    <CardPage slug="advance">
      <Grid size={third}>
        <TransactionsCard />
      </Grid>
      <Grid size={third}>
        <TopProductsCard />
      </Grid>
      <Grid size={third}>
        <ActivityTimelineCard />
      </Grid>
      <Grid size={third}>
        <MeetingScheduleCard />
      </Grid>
      <Grid size={third}>
        <TeamProgressCard />
      </Grid>
      <Grid size={third}>
        <InstructorsCard />
      </Grid>
      <Grid size={third}>
        <UpgradePlanCard />
      </Grid>
      <Grid size={third}>
        <OrdersCard />
      </Grid>
    </CardPage>
  );
}
