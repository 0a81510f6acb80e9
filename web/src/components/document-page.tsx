import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

/** A page of text (the privacy policy, the accessibility statement): its title, date and introduction, then its sections. */
export function DocumentPage({ title, updated, intro, children }: { title: string; updated: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{updated}</p>
        <p className="mt-6 leading-relaxed text-slate-700">{intro}</p>
        {children}
      </article>
    </>
  );
}

/** A section of a document page: a heading and its points. */
export function DocumentSection({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-semibold text-navy-900">{title}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
