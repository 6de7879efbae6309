import { PATHS } from '@web/lib/paths';

/** The pages this feature links to (the offer page is another feature's; only its address is known here). */
export const ADD_NEW_PATH = '/add-new';
/** Written once in PATHS: a member lands there after signing in (landingPath). */
export const MY_ITEMS_PATH = PATHS.myItems;
export const editPath = (id: string) => `${ADD_NEW_PATH}?id=${encodeURIComponent(id)}`;
export { offerPath } from '@web/lib/paths';
