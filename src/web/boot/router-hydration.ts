import type { createBrowserRouter } from 'react-router';

type HydrationState = NonNullable<NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData']>;

/**
 * The router's state from the server render, for a signed-in reader without its not-found
 * errors. The server renders every page as nobody (the session lives in the browser), so what it
 * did not find may be this reader's to see: their own draft at its offer page (issue #33). Left
 * out, that route counts as not loaded, and its loader runs here with the reader's session (the
 * API still answers 404 to anyone else, and the page is then not-found as before). Undefined:
 * the router reads the server's state itself, as it always did (no session, or nothing failed).
 */
export function routerHydrationFor(state: HydrationState | undefined, signedIn: boolean): HydrationState | undefined {
  if (!state?.errors || !signedIn) return undefined;
  return { loaderData: state.loaderData ?? {}, actionData: state.actionData ?? null };
}
