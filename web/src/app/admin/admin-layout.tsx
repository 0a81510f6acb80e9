import { ShieldCheck } from 'lucide-react';
import { BrandMark } from '../../components/brand-logo';
import { PageTitle } from '../../components/page-title';
import { ButtonLink } from '../../components/ui/button-link';
import { frAdmin } from '../../i18n/fr-admin';

/** Placeholder for the back office (spec document 2), in its own chunk. */
export function AdminLayout() {
  return (
    <div className="min-h-dvh bg-navy-50">
      <PageTitle>{frAdmin.title}</PageTitle>
      <meta name="robots" content="noindex" />
      <header className="dark-surface bg-navy-900 text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <BrandMark className="size-8" />
          <span className="font-semibold">{frAdmin.heading}</span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-20 text-center">
        <ShieldCheck aria-hidden="true" className="mx-auto size-12 text-gold-700" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{frAdmin.heading}</h1>
        <p className="mt-4 text-slate-600">{frAdmin.comingLater}</p>
        <ButtonLink to="/" variant="navy" className="mt-8">
          {frAdmin.backToSite}
        </ButtonLink>
      </main>
    </div>
  );
}
