import { editListingPath, PATHS } from '@web/lib/paths';

/** The pages this feature links to (the offer page is another feature's; only its address is known here). */
export const ADD_NEW_PATH = '/add-new';
/** Written once in PATHS: a member lands there after signing in (landingPath). */
export const MY_ITEMS_PATH = PATHS.myItems;
/** Written once in lib/paths: the seller home links drafts there too. */
export const editPath = editListingPath;
export { offerPath } from '@web/lib/paths';
