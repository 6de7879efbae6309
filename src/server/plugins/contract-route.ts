import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import {
  needsBearer,
  successStatus,
  type BodyOut,
  type EndpointAccess,
  type EndpointSpec,
  type ParamsOut,
  type QueryOut,
  type ReplyOf,
} from '../../common/api/endpoint';

/** The request a handler sees: params, query and body as the descriptor's schemas output them. */
export type ContractRequest<E extends EndpointSpec> = FastifyRequest<{
  Params: ParamsOut<E>;
  Querystring: QueryOut<E>;
  Body: BodyOut<E>;
}>;

/** Returns the success body (sent with the descriptor's 2xx status), or a reply it sent itself. */
export type ContractHandler<E extends EndpointSpec> = (
  request: ContractRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyOf<E> | FastifyReply>;

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface ContractRouteOptions {
  onRequest?: Hook;
  preValidation?: Hook;
}

/**
 * Error answers are built in one place (plugins/errors.ts) in the shared error shape; the route's
 * error schemas are there for the docs. Checking them again per route could only turn a 4xx into
 * a 500 that hides it, so only the 2xx answer is checked against its schema.
 */
const serializeAnswer: FastifySerializerCompiler<FastifySchema> = (route) =>
  String(route.httpStatus).startsWith('2')
    ? serializerCompiler(route as Parameters<typeof serializerCompiler>[0])
    : (data) => JSON.stringify(data);

/** Every kind of rule; a Record, so a kind added to the type must be added here too. */
const ACCESS_KINDS: Record<EndpointAccess['kind'], true> = {
  anyone: true,
  'signed-in': true,
  scope: true,
  permission: true,
  owner: true,
  participant: true,
};

/**
 * Registers the Fastify route an endpoint descriptor (src/common/api) describes: method, path,
 * schemas, docs and the 2xx status all come from it, so the route, the OpenAPI document and the
 * browser's call cannot drift apart.
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  options: ContractRouteOptions,
  handler: ContractHandler<E>,
): void {
  // The type makes `access` required; this keeps a descriptor that got past it (plain JS, a cast)
  // from starting a server whose authorization matrix never saw it.
  if (!Object.hasOwn(ACCESS_KINDS, (endpoint.access as EndpointAccess | undefined)?.kind ?? ''))
    throw new Error(`${endpoint.method} ${endpoint.path} declares no access rule (src/common/api/endpoint.ts)`);
  const status = successStatus(endpoint);
  const schema: FastifySchema = {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    response: endpoint.responses,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(needsBearer(endpoint) ? { security: [{ bearer: [] }] } : {}),
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    serializerCompiler: serializeAnswer,
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    handler: async (request, reply) => {
      reply.code(status);
      // The schemas above have validated params, query and body into exactly these types.
      return handler(request as ContractRequest<E>, reply);
    },
  });
}
