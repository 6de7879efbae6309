import { useSite } from '../site-context';
import { INVITATION_TIMEOUT_MS } from './call-invitations';

/**
 * How long an invitation rings, for the callee's popup and the caller's "No answer": the server's
 * CALL_INVITATION_TIMEOUT_MS from the bootstrap, so both sides and the server's missed-call
 * record agree; SPEC's 30 s when the page has no bootstrap (Vite dev server).
 */
export function useInvitationTimeout(): number {
  return useSite().runtime.callInvitationTimeoutMs ?? INVITATION_TIMEOUT_MS;
}
