import type { SignInResult } from '@common/schemas/account';
import { createContext, useContext } from 'react';
import { MAIN_AUTH_PATHS, type AuthPaths } from './auth-paths';
import type { PendingSignIn } from './pending-sign-in';

/**
 * How the auth forms behave on the page that shows them. On the main screens (/login, ...) the
 * route guard moves a freshly signed-in user on; the /pages/authentication variants are public
 * pages, so they say where to go themselves, and their login hands a two-step sign-in to its own
 * two-steps page instead of asking for the code inline.
 */
export interface AuthFlow {
  paths: AuthPaths;
  onSignedIn?: (result: SignInResult) => void;
  onTwoStepRequired?: (credentials: PendingSignIn) => void;
}

export const AuthFlowContext = createContext<AuthFlow>({ paths: MAIN_AUTH_PATHS });

export function useAuthFlow(): AuthFlow {
  return useContext(AuthFlowContext);
}
