// One definition of the ability for server and browser (src/common/permissions).
export { abilityFromRules, type AppAbility, type PlainRule } from '@common/permissions/define-ability';
export { ACTIONS, SUBJECTS, type AppAction, type AppSubject } from '@common/permissions/subjects';
