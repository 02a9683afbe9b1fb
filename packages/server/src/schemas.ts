import { z } from 'zod';

/**
 * The longest move notation a room reads; longer messages are refused with `bad-message`.
 *
 * @group Protocol
 */
export const MAX_MOVE_LENGTH = 512;

/** A `move` message: a notation string of 1 to {@link MAX_MOVE_LENGTH} characters. */
export const moveSchema = z.string().min(1).max(MAX_MOVE_LENGTH);

const seatKey = z.string().regex(/^\d{1,2}$/, 'a seat number');

/** What `create` accepts besides the join fields (unknown fields are refused). */
export const createSchema = z
  .object({
    options: z.record(z.string().max(64), z.unknown()).optional(),
    seed: z.number().int().min(-(2 ** 53) + 1).max(2 ** 53 - 1).optional(),
    bots: z.record(seatKey, z.string().max(64)).optional(),
    private: z.boolean().optional(),
    seat: z.number().int().optional(),
    spectator: z.boolean().optional(),
    token: z.string().max(100).optional(),
  })
  .strict();

/** What a join accepts: `{ seat }`, `{ spectator }`, `{ token }` or nothing (a creator's create fields pass too). */
export const joinSchema = z
  .object({
    seat: z.number().int().optional(),
    spectator: z.boolean().optional(),
    token: z.string().max(100).optional(),
  })
  .passthrough();

/** The first problem zod found, in one line. */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'invalid';
  const path = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return `${path}${issue.message}`.slice(0, 200);
}
