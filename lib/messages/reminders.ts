import { z } from 'zod';
import type { HttpClient } from '@/lib/browser-api/client';

/** A patient's reminders switch: by a message's link (its token proves the number) or logged in. */
export const remindersBody = z.strictObject({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'is not a link we sent')
    .optional(),
  stop: z.boolean({ error: 'must be true or false' }),
});
export type RemindersBody = z.infer<typeof remindersBody>;

export function reminderCalls(http: HttpClient) {
  return {
    set: (body: RemindersBody) =>
      http.post<{ reminders_stopped: boolean }>('/api/reminders/', body),
  };
}
