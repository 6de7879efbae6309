import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

export type AppAbility = MongoAbility<[string, string]>;

export function abilityFromRules(rules: RawRuleOf<AppAbility>[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}
