import { ActionsCards } from './actions-cards';
import { CardPage } from './card-page';

/** /pages/cards/card-actions: cards whose header buttons act on them. */
export function ActionCardsPage() {
  return (
    <CardPage slug="actions">
      <ActionsCards />
    </CardPage>
  );
}
