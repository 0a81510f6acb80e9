import { Construction } from 'lucide-react';
import { PageTitle } from '../page-title';
import { frAdmin } from '../../i18n/fr-admin';

/** A section of the back office's next version (analytics, with the integrations issue). */
export function SectionComing({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-2xl py-16 text-center">
      <PageTitle>{title}</PageTitle>
      <Construction aria-hidden="true" className="mx-auto size-12 text-gold-700" />
      <h1 className="mt-6 text-3xl font-bold text-navy-900">{title}</h1>
      <p className="mt-4 text-slate-600">{frAdmin.comingLater.text}</p>
    </section>
  );
}
