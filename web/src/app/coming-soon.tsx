import { Construction } from 'lucide-react';
import { PageTitle } from '../components/page-title';
import { ButtonLink } from '../components/ui/button-link';
import { fr } from '../i18n/fr';

/** Temporary stand-in for public pages that are not built yet. */
export function ComingSoon({ pageName }: { pageName: string }) {
  return (
    <>
      <PageTitle>{pageName}</PageTitle>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <Construction aria-hidden="true" className="size-12 text-gold-700" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{pageName}</h1>
        <p className="mt-4 text-slate-600">{fr.comingSoon.text}</p>
        <ButtonLink to="/" variant="navy" className="mt-8">
          {fr.comingSoon.backHome}
        </ButtonLink>
      </section>
    </>
  );
}
