import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowListOf, fetchRemote, isPublicAddress } from './fetch-remote';

/*
 * A real HTTP server on 127.0.0.1: loopback is exactly what fetchRemote refuses, so the tests
 * that need a successful download allow 127.0.0.1 explicitly (MEDIA_FETCH_ALLOW in the app).
 */
let server: http.Server;
let base: string;
const body = Buffer.from('picture bytes');
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [path, query] = (req.url ?? '').split('?');
    if (path === '/picture') res.end(body);
    else if (path === '/big') res.end(Buffer.alloc(2048));
    else if (path === '/redirect') res.writeHead(302, { location: decodeURIComponent(query ?? '') }).end();
    else if (path === '/slow') res.write('never ends');
    else if (path === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
);

const local = { maxBytes: 1024, allow: allowListOf('127.0.0.1') };

describe('fetching a picture by URL', () => {
  it('refuses loopback, private, link-local and other non-public addresses', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.215.14', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
    for (const url of [
      `${base}/picture`,
      'http://10.0.0.1/a.jpg',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/a.jpg',
      'http://localhost/a.jpg',
    ]) {
      expect(await fetchRemote(url, { maxBytes: 1024 }), url).toEqual({ problem: 'address' });
    }
  });

  it('refuses other schemes and credentials in the address', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.jpg',
      'data:image/png;base64,AAAA',
      `http://user:pw@127.0.0.1/`,
      'not a url',
    ]) {
      expect(await fetchRemote(url, local), url).toEqual({ problem: 'address' });
    }
  });

  it('downloads from an allowed address, following a redirect', async () => {
    expect(await fetchRemote(`${base}/picture`, local)).toEqual({ data: body });
    const hop = `${base}/redirect?${encodeURIComponent(`${base}/picture`)}`;
    expect(await fetchRemote(hop, local)).toEqual({ data: body });
  });

  it('checks every redirect again: one to a private address is refused', async () => {
    for (const target of [
      'http://10.0.0.1/a.jpg',
      'http://169.254.169.254/',
      'http://[::1]:80/',
      'file:///etc/passwd',
    ]) {
      const url = `${base}/redirect?${encodeURIComponent(target)}`;
      expect(await fetchRemote(url, local), target).toEqual({ problem: 'address' });
    }
  });

  it('stops after a few redirects, on an error status, past the byte limit and past the time limit', async () => {
    expect(await fetchRemote(`${base}/loop`, local)).toEqual({ problem: 'unreachable' });
    expect(await fetchRemote(`${base}/missing`, local)).toEqual({ problem: 'unreachable' });
    expect(await fetchRemote(`${base}/big`, local)).toEqual({ problem: 'tooLarge' });
    // A body that never ends is cut off by the time limit.
    expect(await fetchRemote(`${base}/slow`, { ...local, timeoutMs: 300 })).toEqual({ problem: 'unreachable' });
  });

  it('reads an allow-list of addresses and ranges, and refuses a bad one', () => {
    const allow = allowListOf('127.0.0.1, 10.0.0.0/8, ::1');
    expect(isPublicAddress('10.9.9.9', allow)).toBe(true);
    expect(isPublicAddress('::1', allow)).toBe(true);
    expect(isPublicAddress('192.168.0.1', allow)).toBe(false);
    expect(() => allowListOf('1.2.3')).toThrow(/Not an address/);
  });
});
