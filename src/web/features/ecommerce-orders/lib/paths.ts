/** The pages of the orders and customers apps (src/web/pages/apps/ecommerce/...). */
export const orderListPath = '/apps/ecommerce/order/list';
export const orderDetailsPath = (id: string) => `/apps/ecommerce/order/details/${id}`;
export const customerListPath = '/apps/ecommerce/customer/list';
export const customerDetailsPath = (id: string) => `/apps/ecommerce/customer/details/${id}`;
/** What the menu's "Details" open: the newest order or customer (the page resolves it). */
export const NEWEST = 'newest';
