import { scopeRule } from '@common/permissions/scopes';
import { describe, expect, it } from 'vitest';
import { abilityFromRules, abilityLoaded, loadAbility } from './ability';

// Module state: the order of these tests is the order a browser goes through.
describe('the browser ability (CASL on demand)', () => {
  const rules = [scopeRule('internal'), { action: 'read', subject: 'Listing' }];

  it('allows nothing before CASL has loaded, whatever the rules say', () => {
    expect(abilityLoaded()).toBe(false);
    expect(abilityFromRules(rules).can('read', 'Listing')).toBe(false);
  });

  it('follows the rules once loaded, and a visitor still gets nothing', async () => {
    await Promise.all([loadAbility(), loadAbility()]);
    expect(abilityLoaded()).toBe(true);
    const member = abilityFromRules(rules);
    expect(member.can('read', 'Listing')).toBe(true);
    expect(member.can('manage', 'User')).toBe(false);
    expect(abilityFromRules([]).can('read', 'Listing')).toBe(false);
  });
});
