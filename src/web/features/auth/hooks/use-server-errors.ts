// Shared with the account and admin forms; kept here so the auth feature's imports stay as they were.
export { applyServerErrors } from '@web/lib/form-errors';
