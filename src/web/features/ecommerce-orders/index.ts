// The eCommerce orders and customers apps (issue #34); the /apps/ecommerce/* pages compose these.
export { OrderList } from './components/order-list';
export { OrderDetailsPage } from './components/order-details-page';
export { CustomerList } from './components/customer-list';
export { CustomerDetailsPage } from './components/customer-details-page';
export { ShopSettingsPage } from './components/shop-settings';
