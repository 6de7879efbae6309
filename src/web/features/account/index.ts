// The account feature's public face: the settings and profile pages compose these.
export { AccountSettings, ACCOUNT_SETTINGS_TABS, type AccountSettingsTab } from './components/account-settings';
export { UserProfile, USER_PROFILE_TABS, type UserProfileTab } from './components/user-profile';
