import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { EndpointSpec } from '../../common/api/endpoint';

const API_DIR = path.resolve(import.meta.dirname, '../../common/api');

export interface FoundEndpoint {
  /** "admin.ts listUsers": where it is declared, for test names and messages. */
  name: string;
  /** "GET /admin/users": what the fixture tables key on. */
  key: string;
  endpoint: EndpointSpec;
}

/** By shape, not by `access`: a descriptor without one must fail the tests, not drop out of them. */
const isEndpoint = (value: unknown): value is EndpointSpec =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

/**
 * Every descriptor exported by any module of src/common/api, found by reading the folder, so a
 * new module or endpoint is in the contract test and the authorization matrix without anyone
 * adding it to a list.
 */
export async function allEndpoints(): Promise<FoundEndpoint[]> {
  const files = readdirSync(API_DIR)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  const found: FoundEndpoint[] = [];
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ path.join(API_DIR, file))) as Record<string, unknown>;
    for (const [exported, value] of Object.entries(mod)) {
      if (isEndpoint(value)) {
        found.push({ name: `${file} ${exported}`, key: endpointKey(value), endpoint: value });
      }
    }
  }
  return found;
}

export const endpointKey = (e: Pick<EndpointSpec, 'method' | 'path'>) => `${e.method} ${e.path}`;
