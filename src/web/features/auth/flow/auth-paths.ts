import { PATHS } from '@web/lib/paths';

/** The sign-in screens a form links to. The main screens, or one family of /pages/authentication variants. */
export interface AuthPaths {
  login: string;
  register: string;
  forgotPassword: string;
  twoSteps: string;
}

export type AuthVariant = 'v1' | 'v2';

export const MAIN_AUTH_PATHS: AuthPaths = {
  login: PATHS.login,
  register: PATHS.register,
  forgotPassword: PATHS.forgotPassword,
  twoSteps: PATHS.login,
};

/** v1 ("basic") pages link to v1 pages, v2 ("cover") pages to v2 ones, so a visitor stays in one style. */
export function variantPaths(variant: AuthVariant): AuthPaths {
  const base = PATHS.authVariants;
  return {
    login: `${base}/login-${variant}`,
    register: `${base}/register-${variant}`,
    forgotPassword: `${base}/forgot-password-${variant}`,
    twoSteps: `${base}/two-steps-${variant}`,
  };
}
