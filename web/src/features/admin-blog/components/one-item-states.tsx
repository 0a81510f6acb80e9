import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, Pending } from '../../../components/admin/list-states';
import { isApiError } from '../../../lib/api-client';
import { frBlogAdmin } from '../i18n/fr';

/** One post or category loading for its editor: pending, not found, failed (with 'Réessayer'), or the form. */
export function OneItemStates<T>({ query, notFound, children }: { query: UseQueryResult<T>; notFound: string; children: (item: T) => ReactNode }) {
  if (query.isPending) return <Pending className="mt-6" />;
  if (isApiError(query.error, 404)) return <p className="mt-6 text-slate-700">{notFound}</p>;
  if (query.isError) return <LoadError className="mt-6" message={frBlogAdmin.toasts.loadError} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
