import { Search } from 'lucide-react';
import { useState } from 'react';
import { TestimonialsManager } from '../../components/admin/testimonials-manager';
import { PageTitle } from '../../components/page-title';
import { frAdmin } from '../../i18n/fr-admin';

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
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">{t.search}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t.search}
            className="h-11 w-full rounded-lg border border-navy-300 bg-white pr-3 pl-9 text-navy-900 placeholder:text-slate-500"
          />
        </label>
      </div>
      <div className="mt-6">
        <TestimonialsManager search={search} />
      </div>
    </div>
  );
}
