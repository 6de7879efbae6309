/**
 * Navigation for code that lives outside the router (the global overlay: the incoming-call popup
 * sits beside RouterProvider, not inside it). main.tsx registers the router once it exists; until
 * then, or where no router runs (tests of the overlay alone), a page load does the same job.
 * A client-side navigation keeps the app, its live channels and the camera permission warm, so
 * the call screen opens in a fraction of a page load's time (issue #16, call set-up budget).
 */
type Navigate = (to: string) => void;

let navigator: Navigate | null = null;

export function setAppNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

/** Goes to a path of this site: inside the app when the router is up, else by loading the page. */
export function navigateInApp(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
