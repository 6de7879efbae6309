import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/ecommerce-orders';
import { hasScope } from '../../../common/permissions/scopes';
import { HttpError } from '../../http-error';
import { authOf, requireAbility, requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import * as customers from './customers-service';
import * as orders from './orders-service';
import * as settings from './settings-service';

/** The shop's settings are the admin template's (scope admin2), like the dashboards: 401, then 403. */
const requireAdmin2: onRequestAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!hasScope(request.ability, 'admin2')) throw new HttpError(403, 'forbidden');
};

/**
 * The eCommerce orders and customers apps (issue #34): CASL Order and Customer (the admin role's
 * manage all covers them), checked before the input is read; the shop settings need scope admin2.
 * Every call is about the request's site.
 */
export const ecommerceOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const readOrders = { onRequest: requireAbility('read', 'Order') };
  const updateOrders = { onRequest: requireAbility('update', 'Order') };
  const readCustomers = { onRequest: requireAbility('read', 'Customer') };
  const updateCustomers = { onRequest: requireAbility('update', 'Customer') };

  route(app, api.listOrders, readOrders, async (request) => orders.listOrders(db, request.site.id, request.query));
  route(app, api.viewOrder, readOrders, async (request) => orders.viewOrder(db, request.site.id, request.params.id));
  route(app, api.changeOrderStatus, updateOrders, async (request) => {
    const { user } = authOf(request);
    return orders.changeOrderStatus(
      db,
      request.site.id,
      request.params.id,
      { id: user.id, name: user.name },
      request.body,
    );
  });
  route(app, api.listCustomers, readCustomers, async (request) =>
    customers.listCustomers(db, request.site.id, request.query),
  );
  route(app, api.viewCustomer, readCustomers, async (request) =>
    customers.viewCustomer(db, request.site.id, request.params.id),
  );
  route(app, api.updateCustomer, updateCustomers, async (request) =>
    customers.updateCustomer(db, request.site.id, request.params.id, request.body),
  );
  route(app, api.saveCustomerAddress, updateCustomers, async (request) =>
    customers.saveCustomerAddress(db, request.site.id, request.params.id, request.params.kind, request.body),
  );
  route(app, api.viewShopSettings, { onRequest: requireAdmin2 }, async (request) =>
    settings.viewShopSettings(db, request.site),
  );
  route(app, api.saveShopSettings, { onRequest: requireAdmin2 }, async (request) =>
    settings.saveShopSettings(db, request.site, authOf(request).user.id, request.body),
  );
};
