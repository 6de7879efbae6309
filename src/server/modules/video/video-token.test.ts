import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signWith, verifyWith } from '../../realtime/room-grant';
import { registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';

const askToken = (app: App, body: unknown, apiToken?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/video/token',
    payload: body as object,
    headers: apiToken === undefined ? {} : { authorization: `Bearer ${apiToken}` },
  });

describeDialects('video token service, peer to peer (%s)', (dialect) => {
  let app: App;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;
  let room: string;

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [alice, bob, carol] = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    room = `${alice.id}_${bob.id}`;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 403 with errorMessage without an apiToken, with a wrong one, or with the HTTP access token', async () => {
    for (const token of [undefined, 'not-a-real-token-at-all', alice.accessToken]) {
      const res = await askToken(app, { roomName: room, participantName: 'Alice' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'apiTokenInvalid',
        errorMessage: expect.stringMatching(/sign in again/i),
      });
    }
    // The token is checked before the body is read: a stranger learns nothing about the input rules.
    expect((await askToken(app, { nonsense: true })).statusCode).toBe(403);
  });

  it('gives both users of a call room a signed grant for that room, good for ten minutes', async () => {
    for (const [user, name, roomName] of [
      [alice, 'Alice', room],
      [bob, 'Bob', `room_${room}`],
    ] as const) {
      const before = Date.now();
      const res = await askToken(app, { roomName, participantName: ` ${name} ` }, user.apiToken);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ provider: 'p2p', room: `room_${room}`, iceServers: [] });
      const after = Date.now();
      // The expiry is whole seconds from the moment the server answered, which is between before and after.
      const ttl = Date.parse(body.expiresAt) - before;
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000 + (after - before));
      expect(await app.realtime.grants.verify(body.token)).toMatchObject({
        room: `room_${room}`,
        userId: user.id,
        name,
      });
    }
  });

  it("refuses a stranger the call room, and anyone another user's personal room", async () => {
    for (const roomName of [room, `room_${room}`, bob.id]) {
      const res = await askToken(app, { roomName, participantName: 'Carol' }, carol.apiToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'callRoomForbidden', errorMessage: expect.any(String) });
    }
  });

  it('lets in a user a module invited into the room', async () => {
    const groupRoom = `${bob.id}_${alice.id}`;
    expect((await askToken(app, { roomName: groupRoom, participantName: 'Carol' }, carol.apiToken)).statusCode).toBe(
      403,
    );
    await app.realtime.inviteToRoom(groupRoom, carol.id);
    expect((await askToken(app, { roomName: groupRoom, participantName: 'Carol' }, carol.apiToken)).statusCode).toBe(
      200,
    );
  });

  it('answers 400 with field errors for a bad request', async () => {
    const cases: [unknown, string, string][] = [
      [{ roomName: '', participantName: 'A' }, 'roomName', 'roomNameRequired'],
      [{ roomName: '../etc/passwd', participantName: 'A' }, 'roomName', 'roomNameInvalid'],
      [{ roomName: 'x'.repeat(201), participantName: 'A' }, 'roomName', 'roomNameInvalid'],
      [{ roomName: room, participantName: '   ' }, 'participantName', 'participantNameRequired'],
      [{ roomName: room, participantName: 'n'.repeat(101) }, 'participantName', 'participantNameTooLong'],
      [{ roomName: room }, 'participantName', 'participantNameRequired'],
    ];
    for (const [body, field, code] of cases) {
      const res = await askToken(app, body, alice.apiToken);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field]?.code, JSON.stringify(res.json())).toBe(code);
      expect(res.json().errorMessage).toEqual(expect.any(String));
    }
    const extra = await askToken(app, { roomName: room, participantName: 'A', admin: true }, alice.apiToken);
    expect(extra.statusCode).toBe(400);
  });
});

describe('room grants', () => {
  const secret = Buffer.alloc(32, 7);
  const grant = { room: 'room_a_b', userId: 'a', name: 'Alice', exp: 2_000_000_000 };

  it('reads back what it signed, and nothing altered, forged or expired', () => {
    const token = signWith(secret, grant);
    expect(verifyWith(secret, token, 0)).toEqual(grant);
    expect(verifyWith(Buffer.alloc(32, 8), token, 0)).toBeNull();
    const [, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...grant, userId: 'c' })).toString('base64url');
    expect(verifyWith(secret, `${other}.${signature}`, 0)).toBeNull();
    expect(verifyWith(secret, token, grant.exp * 1000)).toBeNull();
    expect(verifyWith(secret, `${token}.x`, 0)).toBeNull();
    expect(verifyWith(secret, 'garbage', 0)).toBeNull();
  });
});

describe('video token service, LiveKit', () => {
  const key = 'devkey';
  const secret = 'a-livekit-api-secret-of-a-decent-length-0123456789';
  let app: App;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        VIDEO_PROVIDER: 'livekit',
        LIVEKIT_URL: 'wss://livekit.example.test',
        LIVEKIT_API_KEY: key,
        LIVEKIT_API_SECRET: secret,
      },
    });
    [alice, bob] = await Promise.all([registerUser(app), registerUser(app)]);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('gives a LiveKit access token for that room only, with join, publish and subscribe, for ten minutes', async () => {
    const res = await askToken(app, { roomName: `${alice.id}_${bob.id}`, participantName: 'Alice' }, alice.apiToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'livekit',
      serverUrl: 'wss://livekit.example.test',
      room: `room_${alice.id}_${bob.id}`,
    });
    const claims = await new TokenVerifier(key, secret).verify(body.token);
    expect(claims.sub).toBe(alice.id);
    expect(claims.name).toBe('Alice');
    expect(claims.video).toMatchObject({
      room: `room_${alice.id}_${bob.id}`,
      roomJoin: true,
      canPublish: true,
      canSubscribe: true,
    });
    expect(Number(claims.exp) - Number(claims.nbf)).toBe(600);
    await expect(
      new TokenVerifier(key, 'another-secret-of-the-same-sort-0123456789abcdef').verify(body.token),
    ).rejects.toThrow();
  });

  it('still refuses a room the user is not part of', async () => {
    const carol = await registerUser(app);
    const res = await askToken(app, { roomName: `${alice.id}_${bob.id}`, participantName: 'Carol' }, carol.apiToken);
    expect(res.statusCode).toBe(403);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;
describe.skipIf(!REDIS_URL)('video grants across two server processes on one Redis', () => {
  const prefix = `test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;
  let first: App;
  let second: App;
  let alone: App;
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: prefix };
    [first, second, alone] = await Promise.all([buildTestApp({ env }), buildTestApp({ env }), buildTestApp()]);
  });
  afterAll(async () => {
    await first?.redis?.del(`${prefix}video:grant-secret`);
    await Promise.all([first?.close(), second?.close(), alone?.close()]);
  });

  it('makes a token on one process that the other accepts, and a process without that Redis does not', async () => {
    const grant = { room: 'room_a_b', userId: 'a', name: 'Alice', exp: Math.floor(Date.now() / 1000) + 60 };
    const [fromFirst, fromSecond] = await Promise.all([
      first.realtime.grants.sign(grant),
      second.realtime.grants.sign(grant),
    ]);
    expect(await second.realtime.grants.verify(fromFirst)).toEqual(grant);
    expect(await first.realtime.grants.verify(fromSecond)).toEqual(grant);
    expect(await alone.realtime.grants.verify(fromFirst)).toBeNull();
  });
});
