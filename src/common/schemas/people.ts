import * as z from 'zod/mini';

/*
 * A person as others see them (issue #33): the name and picture of their account, looked up by
 * id. The call screens show these instead of the ids the live channel carries, and never a name
 * the other side's browser wrote.
 */

/** Any text: a malformed id is answered 404 like an unknown one (the route checks its form). */
export const personIdParamSchema = z.object({ id: z.string() });

export const personCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The account picture (GET /api/avatars/...), or null without one. */
  avatarUrl: z.nullable(z.string()),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/** GET /people: users found by name, for pickers. */
export const peopleSearchQuerySchema = z.object({
  q: z
    .string({ error: 'queryTooShort' })
    .check(z.trim(), z.minLength(2, { error: 'queryTooShort' }), z.maxLength(100, { error: 'queryTooLong' })),
});
export const peopleListSchema = z.object({ items: z.array(personCardSchema) });
