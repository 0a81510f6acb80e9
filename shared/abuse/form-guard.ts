import * as z from 'zod/mini';

/**
 * Fields every public write form sends besides its own (issue 9, abuse protection):
 * - `website`: a honeypot people never see nor fill; a bot filling every input fills it;
 * - `elapsedMs`: how long the form was on screen before it was sent; people need seconds.
 * Spread into a public write body: `z.strictObject({ ...fields, ...formGuardFields })`.
 */
export const formGuardFields = {
  website: z.optional(z.string().check(z.maxLength(500))),
  elapsedMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(86_400_000))),
};
export type FormGuard = { website?: string; elapsedMs?: number };

/** Below this, a submission is a script's: nobody reads and fills a form in under two seconds. */
export const MIN_FILL_MS = 2_000;

/** A bot's submission: honeypot filled, or sent faster than a person can (or without the timing at all). */
export function looksAutomated(guard: FormGuard): boolean {
  if (guard.website !== undefined && guard.website.trim() !== '') return true;
  return guard.elapsedMs === undefined || guard.elapsedMs < MIN_FILL_MS;
}

/** The operation's body without the guard fields: they are never stored. */
export function withoutGuard<T extends FormGuard>(body: T): Omit<T, keyof FormGuard> {
  const { website: _website, elapsedMs: _elapsedMs, ...rest } = body;
  return rest;
}
