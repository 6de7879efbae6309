// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SnackbarHost } from './snackbar-host';
import { notify, resetSnackbars } from './snackbar-service';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: { 'snackbar.close': 'Close' } } },
  keySeparator: false,
});

let root: Root;
let container: HTMLElement;

async function until(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const toast = () => container.querySelector<HTMLElement>('[role="status"], [role="alert"]');

beforeEach(() => {
  resetSnackbars();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <SnackbarHost />
      </I18nextProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('<SnackbarHost>', () => {
  it('shows nothing until notified', () => {
    expect(container.innerHTML).toBe('');
  });

  it('shows toasts one after another; the close button moves to the next', async () => {
    act(() => {
      notify({ message: 'First', severity: 'success', timeout: null });
      notify({ message: 'Second', timeout: null });
    });
    await until(() => toast()?.textContent?.includes('First') ?? false, 'the first toast');
    expect(toast()?.getAttribute('role')).toBe('status');
    expect(container.textContent).not.toContain('Second');

    const close = container.querySelector<HTMLButtonElement>('button[aria-label="Close"]');
    expect(close).not.toBeNull();
    act(() => close?.click());
    await until(() => toast()?.textContent?.includes('Second') ?? false, 'the second toast');
  });

  it('errors interrupt (role=alert) and a timed toast hides itself', async () => {
    act(() => {
      notify({ message: 'Broken', severity: 'error', timeout: 50 });
    });
    await until(() => toast()?.getAttribute('role') === 'alert', 'the alert');
    await until(() => toast() === null, 'the toast to hide itself');
  });
});
