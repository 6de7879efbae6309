import { describe, expect, it } from 'vitest';
import { routerHydrationFor } from './router-hydration';

const notFound = {
  loaderData: { root: null },
  actionData: null,
  errors: { 'lang-offer-offerid': { status: 404, statusText: '', internal: false, data: 'Not found' } },
};

describe("the server render's router state in the browser", () => {
  it('drops the not-found of a page rendered as nobody, for a signed-in reader: its loader runs again', () => {
    expect(routerHydrationFor(notFound, true)).toEqual({ loaderData: { root: null }, actionData: null });
  });

  it('is left to the router when no one is signed in, or nothing was not found', () => {
    expect(routerHydrationFor(notFound, false)).toBeUndefined();
    expect(routerHydrationFor({ loaderData: { page: null }, actionData: null }, true)).toBeUndefined();
    expect(routerHydrationFor(undefined, true)).toBeUndefined();
  });
});
