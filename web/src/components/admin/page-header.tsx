import { useEffect, type ReactNode } from 'react';
import { notify } from '../../lib/toast';
import { PageTitle } from '../page-title';

type AdminPageHeaderProps = {
  /** The screen's heading, and the tab's title. */
  title: string;
  intro?: ReactNode;
  /** The screen's main actions (add, export, search), beside the heading. */
  children?: ReactNode;
};

/** The head of every back-office screen: its title (the tab's too), its one-line intro and its main actions. */
export function AdminPageHeader({ title, intro, children }: AdminPageHeaderProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
          {intro && <p className="mt-1 text-slate-600">{intro}</p>}
        </div>
        {children}
      </div>
    </>
  );
}

/** A screen whose data cannot load says so in a toast, once per failure (its id keeps one on screen). */
export function useLoadErrorToast(query: { isError: boolean; errorUpdatedAt: number }, toast: { id: string; title: string; description: string }) {
  useEffect(() => {
    if (query.isError) notify.error(toast.title, { id: toast.id, description: toast.description });
  }, [query.isError, query.errorUpdatedAt]); // once per failure, not per render of the toast's text
}
