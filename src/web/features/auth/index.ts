// The auth feature's public face: pages compose these; the navbar's user menu uses useSignOut.
export { AccessControlView } from './components/access-control-view';
export { AuthCard } from './components/auth-card';
export { DemoInstanceNotice } from './components/demo-instance-notice';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterStepsForm } from './components/register-steps-form';
export { TwoStepsForm } from './components/two-steps-form';
export { VerifyEmailPrompt } from './components/verify-email-prompt';
export { AuthVariantPage } from './frames/auth-variant-page';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { VerifyEmailStatus } from './components/verify-email-status';
export { useMe } from './api/me';
export { signOut } from './api/sign-out';
export { useSignOut } from './hooks/use-sign-out';
