/** SPEC.md section 9: the live socket's library settings and our reconnect limit. */
export const SOCKET_PATH = '/socket.io';
export const RECONNECT_ATTEMPTS = 30;
export const RECONNECT_DELAY_MS = 1000;
export const RECONNECT_DELAY_MAX_MS = 5000;
export const RANDOMIZATION_FACTOR = 0.5;
export const CONNECT_TIMEOUT_MS = 20_000;
