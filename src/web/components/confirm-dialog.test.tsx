// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import plCommon from '../locales/pl/common.json';
import plErrors from '../locales/pl/errors.json';
import { ConfirmDialog } from './confirm-dialog';

const polish = i18next.createInstance();
void polish
  .use(initReactI18next)
  .init({ lng: 'pl', keySeparator: false, resources: { pl: { translation: { ...plCommon, ...plErrors } } } });

afterEach(cleanup);

describe('<ConfirmDialog> in Polish', () => {
  it('labels Cancel by itself and shows a refusal in Polish', () => {
    render(
      <I18nextProvider i18n={polish}>
        <ConfirmDialog
          open
          title="Usunąć?"
          text="Tego nie można cofnąć."
          confirmLabel="Usuń"
          error="lastAdmin"
          onConfirm={() => undefined}
          onClose={() => undefined}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: plCommon['common.cancel'] })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(plErrors['errors.lastAdmin']);
  });
});
