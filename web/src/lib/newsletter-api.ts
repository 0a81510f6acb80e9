import { useMutation } from '@tanstack/react-query';
import type { FormGuard } from '../../../shared/abuse/form-guard';
import type { NewsletterSource } from '../../../shared/newsletter/consent';
import type { SubscribeResult, UnsubscribeResult } from '../../../shared/newsletter/api';
import { api } from './api-client';
import { noClientErrorRetry } from './http-errors';

export type SubscribeRequest = { email: string; name?: string; source: NewsletterSource } & FormGuard;

/** POST /api/newsletter: 'subscribed', 'already' or 'resubscribed' (spec §5). */
export function subscribeToNewsletter(body: SubscribeRequest): Promise<SubscribeResult> {
  return api.post('/newsletter', { body, anonymous: true });
}

/**
 * POST /api/newsletter/unsubscribe with the signed token of a mail's link; a campaign's mail also names the
 * campaign (`campagne`), which counts the unsubscription in its report (the server drops a mangled one).
 */
export function unsubscribeFromNewsletter(body: { token: string; campaign?: string }): Promise<UnsubscribeResult> {
  return api.post('/newsletter/unsubscribe', { body, anonymous: true });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter, retry: noClientErrorRetry });
}

export function useUnsubscribeFromNewsletter() {
  return useMutation({ mutationFn: unsubscribeFromNewsletter, retry: noClientErrorRetry });
}
