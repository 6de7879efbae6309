// Users, roles and permissions for administrators; the /apps/* pages compose these.
export { UserList } from './components/user-list';
export { UserView } from './components/user-view';
export { RolesView } from './components/roles-view';
export { PermissionsView } from './components/permissions-view';
