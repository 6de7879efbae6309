import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { App } from '../app';
import type { TestUser } from './accounts';
import { buildTestApp } from './build-test-app';
import type { TestDialect } from './test-database';

/** Helpers the listing suites share: an app with its own DATA_DIR, and calls as one user on one site. */
export async function buildListingsApp(dialect: TestDialect, env: Record<string, string> = {}): Promise<App> {
  return buildTestApp({ dialect, env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'listings-')), ...env } });
}

/** Host names of two sites (Polish property, English games) and of the generic site. */
export const HOSTS = { naszdom: 'naszdom.homes', bestgame: 'bestgame.guru', generic: 'localhost' } as const;

export function multipartBody(file: Buffer, filename: string, type: string) {
  const boundary = '----listing' + Math.random().toString(16).slice(2);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export function client(app: App, user: TestUser | null, host: string = HOSTS.naszdom) {
  const headers = { host, ...(user ? user.headers : {}) };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
    put: (url: string, payload: object) => app.inject({ method: 'PUT', url, headers, payload }),
    del: (url: string) => app.inject({ method: 'DELETE', url, headers }),
    upload: (url: string, file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') => {
      const form = multipartBody(file, filename, type);
      return app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': form.contentType },
        payload: form.payload,
      });
    },
  };
}

export const flat = {
  name: 'Sunny flat near the river',
  description: '<p>Two rooms with a <strong>balcony</strong> and a view of the river.</p>',
  priceMinor: 45_000_000,
  currency: 'PLN',
  duration: null,
  locationText: 'Kraków, Podgórze',
  latitude: 50.04,
  longitude: 19.96,
};
