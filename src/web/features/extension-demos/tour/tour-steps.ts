/**
 * The guided tour's stops, in order: each names the real control of the signed-in chrome it
 * points at by its `data-tour` handle (set in layouts/parts/navbar.tsx and the customizer drawer),
 * and its words are `extensions.tour.<id>Title` and `extensions.tour.<id>Body`.
 */
export interface TourStep {
  id: string;
  /** The CSS selector of the element the step lights up. */
  target: string;
  /** The step shows the customizer drawer: the tour opens it first, and closes it when leaving. */
  opensCustomizer?: boolean;
}

export const CUSTOMIZER_BUTTON = '[data-tour="customizer"]';
export const CUSTOMIZER_DRAWER = '[data-tour="customizer-drawer"]';
export const CUSTOMIZER_CLOSE = '[data-tour="customizer-close"]';

export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'search', target: '[data-tour="search"]' },
  { id: 'language', target: '[data-tour="language"]' },
  { id: 'theme', target: '[data-tour="theme"]' },
  { id: 'notifications', target: '[data-tour="notifications"]' },
  { id: 'userMenu', target: '[data-tour="user-menu"]' },
  { id: 'customizer', target: CUSTOMIZER_BUTTON },
  { id: 'customizerDrawer', target: CUSTOMIZER_DRAWER, opensCustomizer: true },
];

/** Shown on the screen now (a control the layout hides, e.g. on a narrow screen, is left out). */
export const isShown = (selector: string) => {
  const el = document.querySelector(selector);
  return el !== null && el.getClientRects().length > 0;
};

/** The stops this screen can show: the drawer's step needs the navbar button that opens it. */
export const availableSteps = () => TOUR_STEPS.filter((s) => isShown(s.opensCustomizer ? CUSTOMIZER_BUTTON : s.target));
