export { offerPath } from '@web/lib/paths';
