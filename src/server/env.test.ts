import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('fills the defaults of the run contract', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      DEFAULT_SITE: 'generic',
      VIDEO_PROVIDER: 'p2p',
      ICE_SERVERS: [],
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBeUndefined(); // unset is its own state: db/seed decides
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['DEFAULT_SITE', 'nosuchsite'],
    ['VIDEO_PROVIDER', 'zoom'],
    ['ICE_SERVERS', '{not json'],
    ['ICE_SERVERS', '[{"username":"x"}]'],
    ['SEED_DEMO', 'maybe'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '*'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '1.5'],
    ['PUBLIC_URL', 'korepetycje.lol'],
    ['PUBLIC_URL', 'https://korepetycje.lol/?next=x'],
    ['PUBLIC_URLS', '{not json'],
    ['PUBLIC_URLS', '{"nosuchsite":"https://x.example"}'],
    ['PUBLIC_URLS', '{"korepetycje":"ftp://korepetycje.lol"}'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('names every bad variable at once', () => {
    try {
      parseEnv({ PORT: 'x', DEFAULT_SITE: 'y' });
      expect.unreachable();
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT:/);
      expect((err as Error).message).toMatch(/DEFAULT_SITE:/);
    }
  });

  it('requires the LiveKit settings when the LiveKit provider is chosen', () => {
    expect(() => parseEnv({ VIDEO_PROVIDER: 'livekit' })).toThrow(/LIVEKIT_URL/);
    const env = parseEnv({
      VIDEO_PROVIDER: 'livekit',
      LIVEKIT_URL: 'wss://lk.example.org',
      LIVEKIT_API_KEY: 'k',
      LIVEKIT_API_SECRET: 's',
    });
    expect(env.VIDEO_PROVIDER).toBe('livekit');
  });

  it('takes a Google client secret only beside the client id it belongs to', () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: 's' })).toThrow(/GOOGLE_CLIENT_SECRET needs GOOGLE_CLIENT_ID/);
    expect(() => parseEnv({ GOOGLE_LOCAL_CLIENT_SECRET: 's' })).toThrow(/GOOGLE_LOCAL_CLIENT_ID/);
    expect(() =>
      parseEnv({ GOOGLE_CLIENT_IDS: '{"korepetycje":"k"}', GOOGLE_CLIENT_SECRETS: '{"generic":"s"}' }),
    ).toThrow(/GOOGLE_CLIENT_SECRETS names generic/);
    expect(() => parseEnv({ GOOGLE_TOKEN_URL: 'ftp://x' })).toThrow(/GOOGLE_TOKEN_URL/);
    const env = parseEnv({
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_CLIENT_IDS: '{"korepetycje":"k"}',
      GOOGLE_CLIENT_SECRETS: '{"korepetycje":"ks"}',
    });
    expect(env).toMatchObject({
      GOOGLE_CLIENT_SECRETS: { korepetycje: 'ks' },
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_TIMEOUT_MS: 5000,
    });
  });

  it('has per-account listing limits by default, and takes MEDIA_FETCH_ALLOW only in tests', () => {
    expect(parseEnv({})).toMatchObject({
      LISTINGS_PER_DAY: 30,
      LISTING_DRAFTS_MAX: 50,
      LISTING_PICTURES_PER_DAY: 100,
      LISTING_STORAGE_MB: 500,
    });
    expect(() => parseEnv({ LISTING_STORAGE_MB: '0' })).toThrow(/LISTING_STORAGE_MB/);
    // Letting the server fetch from its own network must never reach a real deployment.
    expect(() => parseEnv({ MEDIA_FETCH_ALLOW: '127.0.0.1' })).toThrow(/MEDIA_FETCH_ALLOW is for tests only/);
    expect(() => parseEnv({ NODE_ENV: 'production', MEDIA_FETCH_ALLOW: '10.0.0.0/8' })).toThrow(/tests only/);
    expect(parseEnv({ NODE_ENV: 'test', MEDIA_FETCH_ALLOW: '127.0.0.1' }).MEDIA_FETCH_ALLOW).toBe('127.0.0.1');
    expect(() => parseEnv({ NODE_ENV: 'test', MEDIA_FETCH_ALLOW: 'localhost' })).toThrow(/MEDIA_FETCH_ALLOW/);
  });

  it('parses SEED_DEMO=false and ICE_SERVERS JSON', () => {
    const env = parseEnv({
      SEED_DEMO: 'false',
      ICE_SERVERS: '[{"urls":["turn:t.example:3478"],"username":"u","credential":"c"}]',
    });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.ICE_SERVERS[0]?.username).toBe('u');
  });

  it('keeps TRUST_PROXY off unless set, and reads a hop count or a list of proxies', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'off' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, ::1, fd00::/8,loopback' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('says why TRUST_PROXY=true is refused', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*anyone.*hop count/);
  });

  it('reads per-site public addresses', () => {
    const env = parseEnv({ PUBLIC_URLS: '{"korepetycje":"https://korepetycje.lol"}' });
    expect(env.PUBLIC_URLS).toEqual({ korepetycje: 'https://korepetycje.lol' });
    expect(parseEnv({}).PUBLIC_URLS).toEqual({});
  });
});
