// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { catchTypeAhead } from './type-ahead';

const press = (key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the letters typed after Ctrl+K, before the search field has the focus', () => {
  it('are kept, in order, with Backspace taking one back, and go nowhere else', () => {
    const caught = catchTypeAhead();
    const events = [...'gitx'].map((key) => press(key));
    press('Backspace');
    press('a');
    expect(events.every((e) => e.defaultPrevented)).toBe(true);
    expect(caught.take()).toBe('gita');
  });

  it('let shortcuts and named keys through', () => {
    const caught = catchTypeAhead();
    expect(press('c', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(caught.take()).toBe('');
  });

  it('stop once another field has the focus, and after take', () => {
    const caught = catchTypeAhead();
    press('g');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    expect(press('i').defaultPrevented).toBe(false);
    expect(caught.take()).toBe('g');

    const again = catchTypeAhead();
    expect(again.take()).toBe('');
    document.body.focus();
    expect(press('x').defaultPrevented).toBe(false);
  });
});
