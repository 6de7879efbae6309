import { apiErrorSchema } from '../../common/api/error-body';

/** An error answer's field codes, `{ email: 'emailTaken' }`: what tests compare, the English aside. */
export function fieldCodes(body: unknown): Record<string, string> {
  const fields = apiErrorSchema.parse(body).fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.code]));
}
