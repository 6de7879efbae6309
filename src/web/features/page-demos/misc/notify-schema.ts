import * as z from 'zod/mini';

/** The notify-me field: an e-mail address (messages are keys of pages.err.<key>). */
export const notifySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'required'), z.email('email')),
});
export type NotifyInput = z.input<typeof notifySchema>;
