import {
  addressParamSchema,
  changeOrderStatusSchema,
  customerDetailSchema,
  customerListSchema,
  idParamSchema,
  listCustomersQuerySchema,
  listOrdersQuerySchema,
  orderDetailSchema,
  orderListSchema,
  saveAddressSchema,
  updateCustomerSchema,
} from '../schemas/ecommerce-orders';
import { shopSettingsAnswerSchema, shopSettingsSchema } from '../schemas/ecommerce-settings';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * The shop's orders and customers for administrators (server: modules/ecommerce-orders; browser:
 * features/ecommerce-orders): CASL subjects Order and Customer, which the admin role's manage all
 * covers. Everything is of the request's site.
 */
const tags = ['ecommerce'];

export const listOrders = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Order' },
  tags,
  method: 'GET',
  path: '/ecommerce/orders',
  summary: "The site's orders, paged, sorted, filtered by status, payment and day, searched by number or customer",
  query: listOrdersQuerySchema,
  responses: { 200: orderListSchema, ...errorResponses(400, 401, 403) },
});

export const viewOrder = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Order' },
  tags,
  method: 'GET',
  path: '/ecommerce/orders/:id',
  summary: 'One order: lines, customer, addresses and its status history',
  params: idParamSchema,
  responses: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404) },
});

export const changeOrderStatus = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Order' },
  tags,
  method: 'POST',
  path: '/ecommerce/orders/:id/status',
  summary: "Move an order to another status; the change is kept in the order's history (who, when, from, to)",
  params: idParamSchema,
  body: changeOrderStatusSchema,
  responses: { 200: orderDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
});

export const listCustomers = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Customer' },
  tags,
  method: 'GET',
  path: '/ecommerce/customers',
  summary: "The site's customers with their order counts and spending, paged, sorted, searched",
  query: listCustomersQuerySchema,
  responses: { 200: customerListSchema, ...errorResponses(400, 401, 403) },
});

export const viewCustomer = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Customer' },
  tags,
  method: 'GET',
  path: '/ecommerce/customers/:id',
  summary: 'One customer with their figures and addresses',
  params: idParamSchema,
  responses: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
});

export const updateCustomer = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Customer' },
  tags,
  method: 'PATCH',
  path: '/ecommerce/customers/:id',
  summary: "Change a customer's name, e-mail, country or what they agreed to hear from the shop",
  params: idParamSchema,
  body: updateCustomerSchema,
  responses: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
});

export const saveCustomerAddress = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Customer' },
  tags,
  method: 'PUT',
  path: '/ecommerce/customers/:id/addresses/:kind',
  summary: "Set a customer's default shipping or billing address (replaces it, or adds it when there is none)",
  params: addressParamSchema,
  body: saveAddressSchema,
  responses: { 200: customerDetailSchema, ...errorResponses(400, 401, 403, 404) },
});

export const viewShopSettings = defineEndpoint({
  access: { kind: 'scope', scope: 'admin2' },
  tags,
  method: 'GET',
  path: '/ecommerce/settings',
  summary: "This site's shop settings (the defaults until saved); administrators, scope admin2",
  responses: { 200: shopSettingsAnswerSchema, ...errorResponses(401, 403) },
});

export const saveShopSettings = defineEndpoint({
  access: { kind: 'scope', scope: 'admin2' },
  tags,
  method: 'PUT',
  path: '/ecommerce/settings',
  summary: "Replace this site's shop settings; administrators, scope admin2",
  body: shopSettingsSchema,
  responses: { 200: shopSettingsAnswerSchema, ...errorResponses(400, 401, 403) },
});
