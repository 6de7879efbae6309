// The cards template pages (issue #36), one export per page.
export { AdvanceCardsPage } from './advance-page';
export { ActionCardsPage } from './actions-page';
export { BasicCardsPage } from './basic-page';
export { GamificationCardsPage } from './gamification-page';
export { StatisticsCardsPage } from './statistics-page';
export { WidgetCardsPage } from './widgets-page';
