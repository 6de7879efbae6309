import { describe, expect, it } from 'vitest';
import { abilityFromRules, loadAbility } from '@web/lib/ability';
import { decideAccess } from './decide-access';

// The browser loads CASL for signed-in users only (lib/ability.ts); these abilities are theirs.
await loadAbility();

const nobody = abilityFromRules([]);
const aclReader = abilityFromRules([{ action: 'read', subject: 'AclDemo' }]);

describe('decideAccess', () => {
  it('lets everyone open public pages', () => {
    expect(decideAccess({ public: true }, false, nobody).kind).toBe('allow');
    expect(decideAccess({ public: true }, true, nobody).kind).toBe('allow');
  });

  it('asks signed-out visitors to sign in on private pages', () => {
    expect(decideAccess({}, false, nobody).kind).toBe('sign-in');
  });

  it('keeps signed-in users off pages for signed-out visitors', () => {
    expect(decideAccess({ unauthenticatedOnly: true, public: true }, true, nobody).kind).toBe('already-signed-in');
    expect(decideAccess({ unauthenticatedOnly: true }, false, nobody).kind).toBe('allow');
  });

  it('checks the access rule of a page against the ability', () => {
    const acl = { action: 'read', subject: 'AclDemo' } as const;
    expect(decideAccess(acl, true, nobody).kind).toBe('not-authorized');
    expect(decideAccess(acl, true, aclReader).kind).toBe('allow');
    expect(decideAccess(acl, false, aclReader).kind).toBe('sign-in');
  });
});
