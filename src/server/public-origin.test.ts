import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { publicOrigin } from './public-origin';

const kore = { id: 'korepetycje' as const, domains: ['korepetycje.lol'] };
const generic = { id: 'generic' as const, domains: [] };

describe('publicOrigin', () => {
  it('uses the site domain over https in production, the local server otherwise', () => {
    const prod = parseEnv({ NODE_ENV: 'production' });
    expect(publicOrigin(prod, kore)).toBe('https://korepetycje.lol');
    expect(publicOrigin(prod, generic)).toBe('http://localhost:3000');
    expect(publicOrigin(parseEnv({ NODE_ENV: 'development', PORT: '4000' }), kore)).toBe('http://localhost:4000');
  });

  it('prefers the site entry of PUBLIC_URLS, then PUBLIC_URL, without a trailing slash', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://all.example/',
      PUBLIC_URLS: '{"korepetycje":"https://staging.korepetycje.lol:8443/"}',
    });
    expect(publicOrigin(env, kore)).toBe('https://staging.korepetycje.lol:8443');
    expect(publicOrigin(env, generic)).toBe('https://all.example');
    expect(publicOrigin(parseEnv({ PUBLIC_URL: 'https://x.example/app/' }), generic)).toBe('https://x.example/app');
  });
});
