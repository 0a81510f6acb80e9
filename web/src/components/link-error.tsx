import { MailX } from './icons';
import type { ReactNode } from 'react';
import { ButtonLink } from './ui/button-link';
import { Button } from './ui/button';

/**
 * The page of a mail's link that cannot do its work (a bad, expired or missing token, or a failure): why, what
 * else to do (`children`), another try when one may succeed (`retry`), and the way home.
 */
export function LinkError({
  titleId,
  title,
  message,
  retry,
  homeLabel,
  children,
}: {
  titleId: string;
  title: string;
  message: string;
  retry?: { label: string; onRetry: () => void };
  homeLabel: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} role="alert">
      <MailX aria-hidden="true" className="size-12 text-red-700" />
      <h1 id={titleId} className="mt-4 text-3xl font-bold text-navy-900">
        {title}
      </h1>
      <p className="mt-3 leading-relaxed text-slate-700">{message}</p>
      {children}
      <div className="mt-8 flex flex-wrap gap-3">
        {retry && (
          <Button variant="navy" size="md" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        )}
        <ButtonLink to="/" variant="navy-outline" size="md">
          {homeLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
