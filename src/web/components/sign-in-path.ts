/** Where "Sign in" leads; the accounts work owns the page itself. */
export const SIGN_IN_PATH = '/login';
