// One definition of the ability for server and browser (src/common/permissions).
export { abilityFromRules, type AppAbility } from '@common/permissions/define-ability';
