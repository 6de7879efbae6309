// @vitest-environment happy-dom
import type { Permission } from '@common/schemas/admin';
import i18next from 'i18next';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import de from '../../../locales/de/admin.json';
import { descriptionToSave, permissionDescription, roleDescription } from '../built-in-texts';
import { PermissionMatrix } from './permission-matrix';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'de', resources: { de: { translation: de } }, keySeparator: false });
const t = i18n.t.bind(i18n);

const permission = (id: string, action: string, subject: string, own = false): Permission =>
  ({ id, action, subject, own, description: '', roles: [] }) as unknown as Permission;

describe('built-in roles and permissions in the reader’s language', () => {
  it('shows the seeded descriptions translated and an admin’s own wording as written', () => {
    expect(roleDescription(t, { name: 'member', description: 'Everyone who signs up' })).toBe(
      'Alle, die sich registrieren',
    );
    expect(roleDescription(t, { name: 'member', description: 'Our regulars' })).toBe('Our regulars');
    expect(roleDescription(t, { name: 'editor', description: 'Everyone who signs up' })).toBe('Everyone who signs up');
    const own = { action: 'manage', subject: 'Listing', own: true };
    expect(permissionDescription(t, { ...own, description: 'Add, edit and remove own listings' })).toBe(
      'Eigene Angebote anlegen, bearbeiten und entfernen',
    );
    expect(permissionDescription(t, { ...own, own: false, description: 'Add, edit and remove own listings' })).toBe(
      'Add, edit and remove own listings',
    );
  });

  it('saving an untouched translated description keeps the stored English, an edit is saved as typed', () => {
    expect(
      descriptionToSave('Alle, die sich registrieren', 'Alle, die sich registrieren', 'Everyone who signs up'),
    ).toBe('Everyone who signs up');
    expect(descriptionToSave('Stammkunden', 'Alle, die sich registrieren', 'Everyone who signs up')).toBe(
      'Stammkunden',
    );
  });

  it('labels the matrix headers and checkboxes in German, custom actions and subjects as typed', () => {
    const container = document.createElement('div');
    const permissions = [
      permission('1', 'read', 'AclDemo'),
      permission('2', 'manage', 'Listing', true),
      permission('3', 'export', 'Warehouse'),
    ];
    act(() =>
      createRoot(container).render(
        <I18nextProvider i18n={i18n}>
          <PermissionMatrix permissions={permissions} selected={[]} onChange={() => {}} />
        </I18nextProvider>,
      ),
    );
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['Gegenstand', 'export', 'Verwalten', 'Lesen']);
    const rows = [...container.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(rows).toEqual(['Angebote (nur eigene)', 'Warehouse', 'Zugriffskontroll-Demo']);
    const boxes = [...container.querySelectorAll('input[type="checkbox"]')].map((i) => i.getAttribute('aria-label'));
    expect(boxes).toContain('Lesen Zugriffskontroll-Demo');
  });
});
