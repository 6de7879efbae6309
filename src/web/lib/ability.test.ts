import { scopeRule } from '@common/permissions/scopes';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AbilityModule from './ability';

// Module state: the order of these tests is the order a browser goes through. Unit files share a
// worker's modules (ADR 0028), and another file may have loaded CASL already: this one starts
// from a fresh copy of the module.
let ability: typeof AbilityModule;
beforeAll(async () => {
  vi.resetModules();
  ability = await import('./ability');
});

describe('the browser ability (CASL on demand)', () => {
  const rules = [scopeRule('internal'), { action: 'read', subject: 'Listing' }];

  it('allows nothing before CASL has loaded, whatever the rules say', () => {
    expect(ability.abilityLoaded()).toBe(false);
    expect(ability.abilityFromRules(rules).can('read', 'Listing')).toBe(false);
  });

  it('follows the rules once loaded, and a visitor still gets nothing', async () => {
    await Promise.all([ability.loadAbility(), ability.loadAbility()]);
    expect(ability.abilityLoaded()).toBe(true);
    const member = ability.abilityFromRules(rules);
    expect(member.can('read', 'Listing')).toBe(true);
    expect(member.can('manage', 'User')).toBe(false);
    expect(ability.abilityFromRules([]).can('read', 'Listing')).toBe(false);
  });
});
