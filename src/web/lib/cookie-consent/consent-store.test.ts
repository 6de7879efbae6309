// @vitest-environment happy-dom
import { getCookie, removeCookie } from '@web/lib/cookies';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY_PREFIX, POSTPONE_UNTIL_SUFFIX } from './consent-storage';
import { consentStore, createConsentStore, readConsent, resetConsentStores } from './consent-store';

const KEY = `${CONSENT_KEY_PREFIX}test`;

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) removeCookie(name);
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  resetConsentStores();
});
afterEach(() => vi.restoreAllMocks());

describe('consent kept in localStorage', () => {
  it('starts unset, keeps a choice under prefix + element id, and a new page load reads it back', () => {
    const store = createConsentStore('test');
    expect(store.storageKind).toBe('local-storage');
    expect(store.getState()).toBe('unset');
    store.choose('accept');
    expect(store.getState()).toBe('accept');
    expect(localStorage.getItem(KEY)).toBe('accept');
    expect(getCookie(KEY)).toBeNull();
    expect(createConsentStore('test').getState()).toBe('accept');
  });

  it('remove returns to unset and forgets the stored value', () => {
    const store = createConsentStore('test');
    store.choose('decline');
    store.remove();
    expect(store.getState()).toBe('unset');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(createConsentStore('test').getState()).toBe('unset');
  });

  it('element ids are independent', () => {
    createConsentStore('a').choose('accept');
    expect(createConsentStore('b').getState()).toBe('unset');
    expect(localStorage.getItem(`${CONSENT_KEY_PREFIX}a`)).toBe('accept');
  });

  it('a tampered value counts as unset', () => {
    localStorage.setItem(KEY, 'yes please');
    expect(createConsentStore('test').getState()).toBe('unset');
  });

  it('"Later" lasts the postpone period, then the question comes back', () => {
    let now = new Date('2024-05-01T12:00:00Z');
    const clock = () => now;
    createConsentStore('test', { now: clock, postponeFor: '12h' }).choose('postpone');
    expect(localStorage.getItem(KEY)).toBe('postpone');
    expect(localStorage.getItem(KEY + POSTPONE_UNTIL_SUFFIX)).toBe(String(Date.parse('2024-05-02T00:00:00Z')));
    now = new Date('2024-05-01T23:59:59Z');
    expect(createConsentStore('test', { now: clock }).getState()).toBe('postpone');
    now = new Date('2024-05-02T00:00:00Z');
    expect(createConsentStore('test', { now: clock }).getState()).toBe('unset');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('accept and decline have no end', () => {
    createConsentStore('test').choose('accept');
    expect(localStorage.getItem(KEY + POSTPONE_UNTIL_SUFFIX)).toBeNull();
  });

  it('listeners hear changes, including another tab removing the choice', () => {
    const store = createConsentStore('test');
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    store.choose('accept');
    expect(heard).toHaveBeenCalledTimes(1);
    localStorage.removeItem(KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.getState()).toBe('unset');
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});

describe('cookie fallback', () => {
  it('is used when localStorage is refused (as with storage disabled)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const store = createConsentStore('test');
    expect(store.storageKind).toBe('cookie');
    store.choose('decline');
    expect(getCookie(KEY)).toBe('decline');
    expect(createConsentStore('test').getState()).toBe('decline');
    store.remove();
    expect(getCookie(KEY)).toBeNull();
  });

  it('is used when the first write to localStorage throws (quota 0 in some private modes)', () => {
    const broken = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(broken);
    expect(createConsentStore('test').storageKind).toBe('cookie');
  });

  it('is used when forced, even though localStorage works', () => {
    const store = createConsentStore('test', { forceCookies: true });
    expect(store.storageKind).toBe('cookie');
    store.choose('accept');
    expect(getCookie(KEY)).toBe('accept');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(createConsentStore('test', { forceCookies: true }).getState()).toBe('accept');
  });

  it('a postponed cookie expires with the postpone period', () => {
    const store = createConsentStore('test', { forceCookies: true, postponeFor: '1s' });
    const set = vi.spyOn(document, 'cookie', 'set');
    store.choose('postpone');
    expect(set).toHaveBeenCalledWith(expect.stringContaining('max-age=1;'));
  });
});

describe('debug mode', () => {
  it('closes the banner on a choice but keeps nothing, so the next load asks again', () => {
    const store = createConsentStore('test', { debug: true });
    expect(store.storageKind).toBe('memory');
    store.choose('accept');
    expect(store.getState()).toBe('accept');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(getCookie(KEY)).toBeNull();
    expect(createConsentStore('test', { debug: true }).getState()).toBe('unset');
  });

  it('ignores a choice kept earlier', () => {
    localStorage.setItem(KEY, 'accept');
    expect(createConsentStore('test', { debug: true }).getState()).toBe('unset');
  });
});

describe('shared stores', () => {
  it('the banner and a settings link elsewhere see one state', () => {
    consentStore('test').choose('accept');
    expect(readConsent('test')).toBe('accept');
    consentStore('test').remove();
    expect(readConsent('test')).toBe('unset');
  });
});
