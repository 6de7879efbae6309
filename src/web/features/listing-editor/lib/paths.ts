/** The pages this feature links to (the offer page is another feature's; only its address is known here). */
export const ADD_NEW_PATH = '/add-new';
export const MY_ITEMS_PATH = '/my-items';
export const editPath = (id: string) => `${ADD_NEW_PATH}?id=${encodeURIComponent(id)}`;
export { offerPath } from '@web/lib/paths';
