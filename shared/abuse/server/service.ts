import { TooManyRequestsError } from '../../errors.js';
import { looksAutomated, withoutGuard, type FormGuard } from '../form-guard.js';
import { RATE_LIMITED_MESSAGE } from './rate-limit.js';
import { rateLimitRepository } from './repository.js';

/**
 * Screens a public write before its operation runs: a bot's is 'automated' (answered with a decoy and
 * not counted), a client address or e-mail over the limit of the scope gets a 429, anyone else goes on
 * without the guard fields.
 */
export async function screenPublicWrite(scope: string, body: FormGuard & { email?: unknown }, clientAddress: string): Promise<'automated' | { body: object }> {
  if (looksAutomated(body)) return 'automated';
  const subjects: Array<{ kind: 'ip' | 'email'; value: string }> = [{ kind: 'ip', value: clientAddress }];
  if (typeof body.email === 'string' && body.email.trim() !== '') subjects.push({ kind: 'email', value: body.email });
  if (await rateLimitRepository.hit(scope, subjects)) throw new TooManyRequestsError(RATE_LIMITED_MESSAGE);
  return { body: withoutGuard(body) };
}
