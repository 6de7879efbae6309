import * as api from '@common/api/people';
import type { PersonCard } from '@common/schemas/people';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';

/*
 * Names and pictures of people the call screens know only by id (issue #33): the stamped sender of
 * an invitation, the participants of a room. Always the account's own, from the server: a name a
 * caller's browser wrote into a message is never shown as who calls.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id can name an account at all: anything else is not asked about (it would be a 404). */
export const isPersonId = (id: string | null | undefined): id is string => typeof id === 'string' && UUID.test(id);

export const personQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.person(id),
    queryFn: ({ signal }): Promise<PersonCard> => callApi(api.getPerson, { params: { id }, signal }),
    // A name seldom changes during a call; one lookup per person serves every tile and notice.
    staleTime: 10 * 60_000,
  });

/** The person an id names, once known; undefined while loading, for a non-id, signed out or unknown. */
export function usePerson(id: string | null | undefined): PersonCard | undefined {
  const { session } = useSession();
  const { data } = useQuery({ ...personQuery(id ?? ''), enabled: session !== null && isPersonId(id) });
  return data;
}

/** Several people at once (the others in a call), by id; the unknown ones are left out. */
export function usePeople(ids: readonly string[]): Map<string, PersonCard> {
  const { session } = useSession();
  const wanted = [...new Set(ids.filter(isPersonId))];
  return useQueries({
    queries: wanted.map((id) => ({ ...personQuery(id), enabled: session !== null })),
    combine: (results) => {
      const known = new Map<string, PersonCard>();
      for (const r of results) if (r.data) known.set(r.data.id, r.data);
      return known;
    },
  });
}

/**
 * People by name for a picker (a board's members, an event's guests), asked from the second
 * character typed, as the API wants; the last answer stays while the next is on its way.
 */
export function usePeopleSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: queryKeys.peopleByName(term),
    queryFn: ({ signal }) => callApi(api.searchPeople, { query: { q: term }, signal }),
    enabled: term.length >= 2,
    placeholderData: keepPreviousData,
  });
}
