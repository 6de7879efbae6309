/*
 * Whether an island of this page sends a reader who signs in here on to their next page itself,
 * as the /pages/authentication variants do (to ?redirecturl= or their landing page). The islands'
 * start (boot-islands.tsx) then does not reload the page for the app: these pages are public, so
 * the app would only show the same form again, now to a signed-in reader.
 */
let claimed = false;

export function claimSignInNavigation(): void {
  claimed = true;
}

export function signInNavigationClaimed(): boolean {
  return claimed;
}
