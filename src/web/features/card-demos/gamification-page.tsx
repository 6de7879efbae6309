import Grid from '@mui/material/Grid';
import { CardPage } from './card-page';
import { BadgesCard, CongratulationsCard, UpgradeCard, WelcomeBackCard } from './gamification-cards';

/** /pages/cards/card-gamification: praise, progress and rewards. */
export function GamificationCardsPage() {
  return (
    <CardPage slug="gamification">
      <Grid size={{ xs: 12, md: 6 }}>
        <CongratulationsCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <UpgradeCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <WelcomeBackCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <BadgesCard />
      </Grid>
    </CardPage>
  );
}
