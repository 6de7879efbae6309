/** Where "Sign in" leads; the accounts work owns the page itself. */
export const SIGN_IN_PATH = '/login';

/** Signs out (server and browser) and lands on the sign-in page. */
export const SIGN_OUT_PATH = '/logout';
