export * from './users';
export * from './sessions';
export * from './roles';
export * from './account-tokens';
export * from './outbox';
export * from './listings';
export * from './conversations';
export * from './contact-messages';
