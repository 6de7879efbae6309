import { randomBytes, randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { registerUser } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';
import { EVENTS } from './events';
import { ask, client, connected, listen } from './test-clients';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the live-channel limits on Redis suite is skipped.');

describe.skipIf(!REDIS_URL)('live-channel limits with Redis (issue #30)', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  let app: App;
  let url: string;
  const sockets: Socket[] = [];
  const socketOf = async (token: string) => {
    const socket = client(url, token);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await buildTestApp({
      env: {
        REDIS_URL: REDIS_URL!,
        REDIS_KEY_PREFIX: prefix,
        // The socket's own bucket out of the way: the per-user counter in Redis is what is tested.
        LIVE_MESSAGE_BURST: '100000',
        LIVE_MESSAGES_PER_SECOND: '100000',
        LIVE_USER_MESSAGES_PER_MINUTE: '40',
        LIVE_RECOVERY_MAX_PACKETS: '100',
      },
    });
    url = await listen(app);
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    if (app?.redis) {
      const keys = await app.redis.keys(`${prefix}*`);
      if (keys.length > 0) await app.redis.del(keys);
    }
    await app?.close();
  });

  it("counts a user's messages over all their sockets in Redis, where every process sees them", async () => {
    const user = await registerUser(app);
    const [one, two] = await Promise.all([socketOf(user.apiToken), socketOf(user.apiToken)]);
    const room = `${user.id}_${randomUUID()}`;
    const answers = await Promise.all(
      [one, two].flatMap((s) =>
        Array.from({ length: 30 }, (_, i) => ask(s, EVENTS.chatMessage, { room, data: `m${i}` })),
      ),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(40);
    expect(answers.filter((a) => !a.ok)).toEqual(
      Array.from({ length: 20 }, () => ({ ok: false, code: 'rateLimited' })),
    );
    expect(Number(await app.redis!.get(`${prefix}limit:live:msg:${user.id}`))).toBe(60);
  });

  it('keeps the recovery stream to about LIVE_RECOVERY_MAX_PACKETS entries', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => registerUser(app)));
    // 4 users x 40 messages, each relayed with its two notices: about 480 packets.
    await Promise.all(
      users.map(async (user) => {
        const socket = await socketOf(user.apiToken);
        const room = `${user.id}_${randomUUID()}`;
        for (let i = 0; i < 40; i += 1)
          expect(await ask(socket, EVENTS.chatMessage, { room, data: 'x'.repeat(1000) })).toMatchObject({ ok: true });
      }),
    );
    // MAXLEN ~ trims whole stream nodes (100 entries each by default): the bound, plus one node.
    expect(await app.redis!.xLen(`${prefix}socket.io`)).toBeLessThanOrEqual(200);
  });
});
