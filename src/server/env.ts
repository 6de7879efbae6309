import { z } from 'zod';
import { INVITATION_POPUP_TIMEOUT_MS } from '../common/constants';
import { SITE_IDS } from '../common/sites/site-config';
import { trustProxySchema } from './trust-proxy';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const url = (protocols: string[]) =>
  z.url().refine((v) => protocols.some((p) => v.startsWith(`${p}://`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

/** JSON in one variable, `{}` when unset, e.g. per-site settings; `example` goes into the error message. */
const jsonSetting = (example: string) =>
  z
    .string()
    .default('{}')
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `must be JSON, e.g. ${example}` });
        return z.NEVER;
      }
    });

/** Where the site is reached from outside: links in mail start with it, so no query or fragment. */
const publicUrl = url(['http', 'https']).refine(
  (v) => {
    // zod runs refinements after a failed format check too; that failure is already reported.
    if (!URL.canParse(v)) return true;
    const u = new URL(v);
    return !u.search && !u.hash && !u.username && !u.password;
  },
  { message: 'must be an http(s) address without query, fragment or credentials, e.g. https://example.org' },
);

const iceServer = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** DESIGN.md section 3: every setting the server reads, parsed once at start. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  DEFAULT_SITE: z.enum(SITE_IDS).default('generic'),
  /** The public address of every site that has none in PUBLIC_URLS (links in mail). */
  PUBLIC_URL: publicUrl.optional(),
  /** Per-site public addresses as JSON, {"korepetycje":"https://korepetycje.lol"}. */
  PUBLIC_URLS: jsonSetting('{"korepetycje":"https://korepetycje.lol"}').pipe(
    z.partialRecord(z.enum(SITE_IDS), publicUrl),
  ),
  /** Off unless the server sits behind a proxy: a hop count or the proxies' addresses (trust-proxy.ts). */
  TRUST_PROXY: trustProxySchema.default(false),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  VIDEO_PROVIDER: z.enum(['p2p', 'livekit']).default('p2p'),
  ICE_SERVERS: z
    .string()
    .default('[]') // host candidates suffice on one network; a deployment names its STUN/TURN
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON, e.g. [{"urls":"stun:host:3478"}]' });
        return z.NEVER;
      }
    })
    .pipe(z.array(iceServer)),
  /**
   * How soon the demo notice goes after the demo admin is changed outside the API (SQL, another
   * server process): its state is read again at most this often (db/seed/demo-admin-watch.ts).
   */
  DEMO_ADMIN_RECHECK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** How long a call invitation rings before it is missed (SPEC.md section 9: 30 s); tests shorten it. */
  CALL_INVITATION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(INVITATION_POPUP_TIMEOUT_MS),
  /**
   * The fleet map's tiles, a Leaflet URL template such as https://tile.example.org/{z}/{x}/{y}.png
   * ({s} for subdomains allowed). Unset: the map shows the vehicles on a plain background.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+\/\S*$/, 'must be an http(s) address, e.g. https://tile.example.org/{z}/{x}/{y}.png')
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), { message: 'must contain {z}, {x} and {y}' })
    .optional(),
  /** Credit shown in the map's corner, as the tile server's terms ask (plain text). */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).optional(),
  LIVEKIT_URL: url(['ws', 'wss', 'http', 'https']).optional(),
  LIVEKIT_API_KEY: z.string().min(1).optional(),
  LIVEKIT_API_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Per-site client ids as JSON, {"korepetycje":"id..."}; a site not named uses GOOGLE_CLIENT_ID. */
  GOOGLE_CLIENT_IDS: jsonSetting('{"korepetycje":"123.apps.googleusercontent.com"}').pipe(
    z.partialRecord(z.enum(SITE_IDS), z.string().min(1)),
  ),
  /** The client id for local hosts (localhost, 127.0.0.1): Google ties a client id to its origins. */
  GOOGLE_LOCAL_CLIENT_ID: z.string().min(1).optional(),
  /** Who signs Google ID tokens, and where their keys are; tests point both at a local key pair. */
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: url(['http', 'https']).default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Checks access tokens of the token flow (audience, subject, e-mail). */
  GOOGLE_TOKENINFO_URL: url(['http', 'https']).default('https://oauth2.googleapis.com/tokeninfo'),
  /**
   * The secrets that go with the client ids above, for the authorization-code flow: the server
   * trades the code the browser got for Google's ID token (issue #33). A client id without its
   * secret signs in by the token flow only. Secrets, so never sent to the browser nor logged.
   */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Per-site secrets as JSON, for the sites GOOGLE_CLIENT_IDS names: {"korepetycje":"GOCSPX-..."}. */
  GOOGLE_CLIENT_SECRETS: jsonSetting('{"korepetycje":"GOCSPX-..."}').pipe(
    z.partialRecord(z.enum(SITE_IDS), z.string().min(1)),
  ),
  GOOGLE_LOCAL_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where the code is traded for tokens; tests point it at a local stand-in. */
  GOOGLE_TOKEN_URL: url(['http', 'https']).default('https://oauth2.googleapis.com/token'),
  /** How long the server waits for Google's token and tokeninfo endpoints before answering 502. */
  GOOGLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5000),
  /** Test/dev only: GET /api/dev/outbox lists the mail kept in the outbox (e2e reads reset links). */
  DEV_OUTBOX: flag.default(false),
  /** `npm run dev` sets it: the web app from the sources through Vite (hot reload), not from dist. */
  DEV_VITE: flag.default(false),
  /** Sign-in, sign-up and forgot-password tries per IP (any e-mail) per 15 minutes, each route apart. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins per e-mail (from any IP) before that e-mail answers 429 ... */
  AUTH_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** ... for what is left of this many minutes since its first failure: short, so an attacker cannot lock a user out for long. */
  AUTH_LOCKOUT_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  /** Wrong two-step (TOTP) codes per account per 15 minutes, at sign-in and on /api/account/totp/*. */
  TOTP_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Messages one member may post per minute, over all conversations (issue #15). */
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** New conversations one member may start per hour (issue #30: empty ones cost a row each). */
  CONVERSATION_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Call invitations one member may send per hour: to any one person, and to everyone together.
   * Beyond them an invitation is not recorded (no missed call, no dashboard count) and
   * POST /api/video/invite answers 429 (issue #30).
   */
  CALL_INVITES_PER_CALLEE_LIMIT: z.coerce.number().int().min(1).default(20),
  CALL_INVITES_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Invitations from the same caller to the same callee within this long update one missed-call record. */
  CALL_REPEAT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 60_000),
  /*
   * Live-channel limits (issue #30; README "Live channels"). Per socket, a token bucket per kind
   * of event: a burst, then a steady rate. Real use stays far below: a chat is a message every
   * few seconds, a call start sends tens of call-signal events at once.
   */
  /** chatMessage and broadcast envelopes: the burst one socket may send ... */
  LIVE_MESSAGE_BURST: z.coerce.number().int().min(1).default(30),
  /** ... and how many a second after it. */
  LIVE_MESSAGES_PER_SECOND: z.coerce.number().positive().default(5),
  /** join-room, leave-room, call-join, call-leave (and events the server does not know). */
  LIVE_ROOM_EVENT_BURST: z.coerce.number().int().min(1).default(30),
  LIVE_ROOM_EVENTS_PER_SECOND: z.coerce.number().positive().default(5),
  /** call-signal: WebRTC offers, answers and ICE candidates, in bursts of tens at a call's start. */
  LIVE_SIGNAL_BURST: z.coerce.number().int().min(1).default(200),
  LIVE_SIGNALS_PER_SECOND: z.coerce.number().positive().default(50),
  /** Messages per user per minute over all their sockets (in Redis when REDIS_URL is set) ... */
  LIVE_USER_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** ... and every other live event. */
  LIVE_USER_EVENTS_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  /** Refusals for rate or size (rateLimited, payloadTooLarge) within 10 s after which the socket is disconnected. */
  LIVE_REFUSALS_BEFORE_DISCONNECT: z.coerce.number().int().min(1).default(50),
  /** Rooms one socket may be in through join-room, besides its own and its user's. */
  LIVE_MAX_ROOMS_PER_SOCKET: z.coerce.number().int().min(1).default(50),
  /** What connection-state recovery keeps in this process's memory (without Redis), bytes. */
  LIVE_RECOVERY_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(32 * 1024 * 1024),
  /** With Redis: the entries its stream keeps (MAXLEN), every process's packets together. */
  LIVE_RECOVERY_MAX_PACKETS: z.coerce.number().int().min(100).default(5000),
  /** Contact-form messages one IP may send per hour (front pages). */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Where every site's contact-form messages are mailed, unless CONTACT_EMAILS names the site's own. */
  CONTACT_EMAIL: z.email().optional(),
  /** Per-site contact addresses as JSON, {"korepetycje":"kontakt@korepetycje.lol"}. */
  CONTACT_EMAILS: jsonSetting('{"korepetycje":"kontakt@korepetycje.lol"}').pipe(
    z.partialRecord(z.enum(SITE_IDS), z.email()),
  ),
  /** Password-reset mails, and verification re-sends, per address per hour. */
  MAIL_PER_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(3),
  /** Password hashes (32 MiB scrypt each) that run at once in this process ... */
  HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** ... and how many may wait for a turn; beyond that sign-in answers 503 (errors.busy). */
  HASH_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(8),
  /**
   * Sign-ins / sign-ups / password changes one IP may have in progress at once; more answer 503.
   * Below HASH_CONCURRENCY, so one address can never take every hashing slot from the others.
   */
  AUTH_CONCURRENT_PER_IP: z.coerce.number().int().min(1).default(1),
  /**
   * Server renders of public pages running at once (issue #30): a render is event-loop work, so
   * more at once only makes every request wait; 4 keeps two cores busy while renders await their
   * in-process API calls. Kept pages are sent without a render and are not counted.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** ... how many may wait for a turn, and for how long; beyond either the browser-rendered shell is sent at once. */
  RENDER_QUEUE_LIMIT: z.coerce.number().int().min(0).max(1000).default(16),
  RENDER_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** A render slower than this gives up: the visitor gets the browser-rendered page at once instead. */
  RENDER_TIME_LIMIT_MS: z.coerce.number().int().min(50).max(60_000).default(3000),
  /** How long a Redis command may take before the in-process fallback answers (and /api/health says degraded). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(750),
  /**
   * This process's name among several behind one proxy (`npm run cluster` numbers them): named by
   * /api/health, so a client sees which process answered, and by the clean-up lease's holder.
   */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,64}$/, 'letters, digits and . _ : - only, at most 64')
    .optional(),
  /** Put before every key this server writes to Redis, so several deployments (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().max(100).default(''),
  /*
   * Per-account limits on listings and their pictures (issue #30: one account filled gigabytes an
   * hour). Counted over all sites, admins included; the demo seed writes rows directly and is not
   * counted against. See modules/listings/quota.ts.
   */
  /** Listings one account may create per 24 hours. */
  LISTINGS_PER_DAY: z.coerce.number().int().min(1).default(30),
  /** Drafts one account may keep at once (published and archived listings are not counted). */
  LISTING_DRAFTS_MAX: z.coerce.number().int().min(1).default(50),
  /** Pictures one account may add per 24 hours (uploads and pictures fetched from a URL). */
  LISTING_PICTURES_PER_DAY: z.coerce.number().int().min(1).default(100),
  /** Megabytes of stored picture files (all sizes of every picture) one account may hold. */
  LISTING_STORAGE_MB: z.coerce.number().int().min(1).default(500),
  /**
   * Tests only: comma-separated addresses or CIDR ranges that "add picture from URL" may fetch
   * from although they are private or loopback (a local test server). Never set in production.
   */
  MEDIA_FETCH_ALLOW: z
    .string()
    .max(1000)
    .regex(/^[\s\d.:a-fA-F/,]+$/, 'must be addresses or CIDR ranges, e.g. 127.0.0.1,::1/128')
    .optional(),
  /** Unset: demo accounts seed into an empty database, except production with DATABASE_URL (db/seed). */
  SEED_DEMO: flag.optional(),
  /** Below this much free space in DATA_DIR, /api/health says degraded (storage: low) before writes fail. */
  STORAGE_MIN_FREE_MB: z.coerce.number().int().min(0).max(10_000_000).default(512),
  /** Where the built web app is; tests point it at a fixture. */
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** A Google client secret set where its client id is not, as a sentence; undefined when all pair up. */
function googleSecretWithoutClientId(env: Env): string | undefined {
  if (env.GOOGLE_CLIENT_SECRET && !env.GOOGLE_CLIENT_ID) return 'GOOGLE_CLIENT_SECRET needs GOOGLE_CLIENT_ID';
  if (env.GOOGLE_LOCAL_CLIENT_SECRET && !env.GOOGLE_LOCAL_CLIENT_ID) {
    return 'GOOGLE_LOCAL_CLIENT_SECRET needs GOOGLE_LOCAL_CLIENT_ID';
  }
  const sites = Object.keys(env.GOOGLE_CLIENT_SECRETS) as (keyof Env['GOOGLE_CLIENT_IDS'])[];
  const unpaired = sites.filter((site) => !env.GOOGLE_CLIENT_IDS[site]);
  if (unpaired.length > 0)
    return `GOOGLE_CLIENT_SECRETS names ${unpaired.join(', ')}, which GOOGLE_CLIENT_IDS does not`;
  return undefined;
}

/**
 * Parses the environment. Empty strings count as unset, so `DATABASE_URL= npm start` means
 * "use the default". A bad value throws an EnvError whose message names every bad variable.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (result.success) {
    const env = result.data;
    if (env.VIDEO_PROVIDER === 'livekit' && !(env.LIVEKIT_URL && env.LIVEKIT_API_KEY && env.LIVEKIT_API_SECRET)) {
      throw new EnvError(
        'Invalid environment: VIDEO_PROVIDER=livekit needs LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET',
      );
    }
    if (env.DEV_VITE && env.NODE_ENV === 'production') {
      // Vite serves the source tree and every file it can reach: never on a public server.
      throw new EnvError('Invalid environment: DEV_VITE is for development only (not NODE_ENV=production)');
    }
    const orphanSecret = googleSecretWithoutClientId(env);
    if (orphanSecret) {
      // A secret that no client id uses would leave the code flow off without a word.
      throw new EnvError(`Invalid environment: ${orphanSecret}`);
    }
    if (env.MEDIA_FETCH_ALLOW && env.NODE_ENV !== 'test') {
      // Letting the server fetch from its own network is what the refusal exists to stop.
      throw new EnvError('Invalid environment: MEDIA_FETCH_ALLOW is for tests only (NODE_ENV=test)');
    }
    return env;
  }
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `  ${name}: ${issue.message}`;
  });
  throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
}
