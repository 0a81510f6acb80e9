import { useState } from 'react';
import { TestimonialsManager } from '../../components/admin/testimonials-manager';
import { PageTitle } from '../../components/page-title';
import { frAdmin } from '../../i18n/fr-admin';
import { SearchBox } from '../../components/admin/list-states';

const t = frAdmin.testimonials;

/** /admin/testimonials: the same manager as the Settings tab, with a search over the loaded list. */
export function TestimonialsPage() {
  const [search, setSearch] = useState('');
  return (
    <div className="mx-auto max-w-6xl">
      <PageTitle>{t.title}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{t.title}</h1>
          <p className="mt-1 text-slate-600">{t.intro}</p>
        </div>
        <SearchBox label={t.search} value={search} onChange={setSearch} />
      </div>
      <div className="mt-6">
        <TestimonialsManager search={search} />
      </div>
    </div>
  );
}
