// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enSellerHome from '../../../locales/en/seller-home.json';
import { PeriodPicker } from './period-picker';

const english = i18next.createInstance();
void english
  .use(initReactI18next)
  .init({ lng: 'en', keySeparator: false, resources: { en: { translation: enSellerHome } } });

afterEach(cleanup);

describe('PeriodPicker', () => {
  it('asks for the period of the button clicked', () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={english}>
        <PeriodPicker value="30d" onChange={onChange} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenLastCalledWith('7d');
  });

  // The page's value follows the address inside a transition: a second click can land while the
  // first period still shows as pressed. That click must still be heard (the CI failure of stop 42).
  it('still asks for the pressed period, so a click during a pending change is not lost', () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={english}>
        <PeriodPicker value="30d" onChange={onChange} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    expect(onChange).toHaveBeenCalledWith('30d');
  });
});
