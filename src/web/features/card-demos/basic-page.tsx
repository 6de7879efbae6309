import Grid from '@mui/material/Grid';
import { ActionsCard, HeaderFooterCard, TextCard } from './basic-text-cards';
import { HorizontalCard, ImageCard, OverlayCard } from './basic-media-cards';
import { NavCard } from './basic-nav-cards';
import { BorderCards, ColourCards, ListCard } from './basic-style-cards';
import { CardPage } from './card-page';

/** /pages/cards/card-basic: the building blocks of a card, one card each. */
export function BasicCardsPage() {
  const third = { xs: 12, md: 6, lg: 4 } as const;
  const half = { xs: 12, md: 6 } as const;
  return (
    <CardPage slug="basic">
      <Grid size={third}>
        <TextCard />
      </Grid>
      <Grid size={third}>
        <ImageCard at="top" />
      </Grid>
      <Grid size={third}>
        <ImageCard at="bottom" />
      </Grid>
      <Grid size={third}>
        <OverlayCard />
      </Grid>
      <Grid size={third}>
        <HeaderFooterCard />
      </Grid>
      <Grid size={third}>
        <ActionsCard />
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <HorizontalCard />
      </Grid>
      <Grid size={{ xs: 12, md: 6, lg: 4 }}>
        <ListCard />
      </Grid>
      <Grid size={half}>
        <NavCard variant="tabs" />
      </Grid>
      <Grid size={half}>
        <NavCard variant="pills" />
      </Grid>
      <Grid size={half}>
        <ColourCards />
      </Grid>
      <Grid size={half}>
        <BorderCards />
      </Grid>
    </CardPage>
  );
}
