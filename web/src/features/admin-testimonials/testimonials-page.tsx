import { useState } from 'react';
import { AdminPageHeader } from '../../components/admin/page-header';
import { TestimonialsManager } from '../../components/admin/testimonials-manager';
import { frAdmin } from '../../i18n/fr-admin';
import { SearchBox } from '../../components/admin/list-states';

const t = frAdmin.testimonials;

/** /admin/testimonials: the same manager as the Settings tab, with a search over the loaded list. */
export function TestimonialsPage() {
  const [search, setSearch] = useState('');
  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader title={t.title} intro={t.intro}>
        <SearchBox label={t.search} value={search} onChange={setSearch} />
      </AdminPageHeader>
      <div className="mt-6">
        <TestimonialsManager search={search} />
      </div>
    </div>
  );
}
