import { createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { hasScope, scopeRule } from './scopes';

describe('scopes in ability rules', () => {
  it('grants exactly the scopes present as rules', () => {
    const member = createMongoAbility([scopeRule('internal')]);
    expect(hasScope(member, 'internal')).toBe(true);
    expect(hasScope(member, 'admin2')).toBe(false);
    expect(hasScope(member, undefined)).toBe(true);
    const nobody = createMongoAbility([]);
    expect(hasScope(nobody, 'internal')).toBe(false);
  });
});
