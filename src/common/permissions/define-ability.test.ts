import { subject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { defineAbilityFor, scopesFor } from './define-ability';
import { hasScope } from './scopes';

describe('defineAbilityFor', () => {
  it('gives every user internal and admins admin2 as well', () => {
    expect(scopesFor(['member'])).toEqual(['internal']);
    expect(scopesFor([])).toEqual(['internal']);
    expect(scopesFor(['member', 'admin']).sort()).toEqual(['admin2', 'internal']);
    const admin = defineAbilityFor({ userId: 'a', roles: ['admin'], permissions: [] });
    expect(hasScope(admin, 'admin2')).toBe(true);
    const member = defineAbilityFor({ userId: 'm', roles: ['member'], permissions: [] });
    expect(hasScope(member, 'admin2')).toBe(false);
    expect(hasScope(member, 'internal')).toBe(true);
  });

  it('turns manage all into every action on every subject', () => {
    const admin = defineAbilityFor({
      userId: 'a',
      roles: ['admin'],
      permissions: [{ action: 'manage', subject: 'all' }],
    });
    expect(admin.can('read', 'AclDemo')).toBe(true);
    expect(admin.can('delete', 'Role')).toBe(true);
  });

  it('limits own permissions to records the user owns', () => {
    const member = defineAbilityFor({
      userId: 'm1',
      roles: ['member'],
      permissions: [{ action: 'manage', subject: 'Listing', own: true }],
    });
    expect(member.can('update', subject('Listing', { ownerId: 'm1' }))).toBe(true);
    expect(member.can('update', subject('Listing', { ownerId: 'm2' }))).toBe(false);
    expect(member.can('read', 'AclDemo')).toBe(false);
  });
});
