// @vitest-environment happy-dom
import { ACTIONS, SUBJECTS } from '@common/permissions/subjects';
import type { Permission } from '@common/schemas/admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import pl from '../../../locales/pl/admin.json';
import plCommon from '../../../locales/pl/common.json';
import plErrors from '../../../locales/pl/errors.json';
import { PermissionDialog } from './permission-dialog';

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'pl', resources: { pl: { translation: { ...plCommon, ...pl, ...plErrors } } }, keySeparator: false });

const locales = import.meta.glob<Record<string, string>>('../../../locales/*/admin.json', {
  eager: true,
  import: 'default',
});

function open(permission: Permission | null) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <PermissionDialog permission={permission} onClose={() => undefined} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the permission dialog', () => {
  it('every action and subject has a label in each of the ten languages', () => {
    expect(Object.keys(locales)).toHaveLength(10);
    for (const [file, texts] of Object.entries(locales)) {
      const missing = [
        ...ACTIONS.map((a) => `admin.builtIn.action.${a}`),
        ...SUBJECTS.map((s) => `admin.builtIn.subject.${s}`),
      ].filter((key) => !texts[key]);
      expect({ file, missing }).toEqual({ file, missing: [] });
    }
  });

  it('offers the subjects of the list, named in the reader’s language', async () => {
    open(null);
    await userEvent.click(screen.getByRole('combobox', { name: pl['admin.permissions.subject'] }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(SUBJECTS.length);
    expect(options).toContain(`${pl['admin.builtIn.subject.Listing']} (Listing)`);
  });

  it('a stored subject outside the list is not offered: saving asks for one from the list', async () => {
    open({
      id: '00000000-0000-4000-8000-000000000001',
      action: 'read',
      subject: 'LegacyReport',
      own: false,
      description: 'Old',
      roles: [],
    });
    expect(screen.getByRole('combobox', { name: pl['admin.permissions.action'] }).textContent).toContain('(read)');
    await userEvent.click(screen.getByRole('button', { name: pl['admin.save'] }));
    expect(await screen.findByText(plErrors['errors.notInList'])).toBeTruthy();
  });
});
