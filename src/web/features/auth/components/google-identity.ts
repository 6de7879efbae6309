/**
 * Google Identity Services, loaded on demand from Google (the one script this app takes from
 * another origin, and only when a client id is configured). Messages are SPEC.md section 8's.
 */
export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';
export const CLIENT_ID_REQUIRED = 'clientId is required';
export const SCRIPT_LOAD_FAILED = 'Failed to load the Google 3P Authorization JavaScript Library.';
export const GOOGLE_SCOPES = 'email profile openid';

interface TokenResponse {
  access_token?: string;
  error?: string;
}

interface CodeResponse {
  code?: string;
  error?: string;
}

interface GoogleAccounts {
  oauth2: {
    initTokenClient(config: {
      client_id: string;
      scope: string;
      callback: (response: TokenResponse) => void;
      error_callback?: (error: { type: string }) => void;
    }): { requestAccessToken(): void };
    initCodeClient(config: {
      client_id: string;
      scope: string;
      ux_mode: 'popup';
      callback: (response: CodeResponse) => void;
      error_callback?: (error: { type: string }) => void;
    }): { requestCode(): void };
  };
}

declare global {
  interface Window {
    google?: { accounts?: GoogleAccounts };
  }
}

let loading: Promise<GoogleAccounts> | null = null;

export function loadGoogleIdentity(clientId: string | null | undefined): Promise<GoogleAccounts> {
  if (!clientId) return Promise.reject(new Error(CLIENT_ID_REQUIRED));
  if (window.google?.accounts) return Promise.resolve(window.google.accounts);
  loading ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () =>
      window.google?.accounts ? resolve(window.google.accounts) : reject(new Error(SCRIPT_LOAD_FAILED));
    script.onerror = () => {
      script.remove();
      reject(new Error(SCRIPT_LOAD_FAILED));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    // A later click may try again (the network may be back).
    loading = null;
    throw err;
  });
  return loading;
}

/** Token flow with the scopes of SPEC.md section 6; resolves with Google's access token. */
export async function requestGoogleAccessToken(clientId: string | null | undefined): Promise<string> {
  const accounts = await loadGoogleIdentity(clientId);
  return new Promise<string>((resolve, reject) => {
    const client = accounts.oauth2.initTokenClient({
      client_id: clientId ?? '',
      scope: GOOGLE_SCOPES,
      callback: (response) =>
        response.access_token
          ? resolve(response.access_token)
          : reject(new Error(response.error ?? 'errors.googleRejected')),
      error_callback: (error) => reject(new Error(error.type)),
    });
    client.requestAccessToken();
  });
}

/**
 * Code flow (when the server holds the client secret): the popup hands back a one-time code the
 * server trades with Google itself, so no Google token passes through the page. Popup codes are
 * issued for the redirect URI `postmessage`, which is what the server passes on by default.
 */
export async function requestGoogleCode(clientId: string | null | undefined): Promise<string> {
  const accounts = await loadGoogleIdentity(clientId);
  return new Promise<string>((resolve, reject) => {
    const client = accounts.oauth2.initCodeClient({
      client_id: clientId ?? '',
      scope: GOOGLE_SCOPES,
      ux_mode: 'popup',
      callback: (response) =>
        response.code ? resolve(response.code) : reject(new Error(response.error ?? 'errors.googleRejected')),
      error_callback: (error) => reject(new Error(error.type)),
    });
    client.requestCode();
  });
}
