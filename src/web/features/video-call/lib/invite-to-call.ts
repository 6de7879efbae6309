import * as api from '@common/api/video';
import { callApi } from '@web/lib/api-client';

/**
 * Lets one more user into the call room one is in (a group call), with the apiToken as for the
 * token service. Ringing them is the ordinary callInvitation; without this step their token
 * request for the room would be refused. Throws the ApiError (403 not a participant, 429 too many
 * invitations, 400 a malformed id); an id of nobody answers like anyone's (the server tells nothing).
 */
export async function letIntoCall(roomName: string, userId: string, apiToken: string): Promise<void> {
  await callApi(api.inviteToVideoCall, { body: { roomName, userId }, bearer: apiToken });
}
