import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageTitle } from '../components/page-title';
import { ButtonLink } from '../components/ui/button-link';
import { fr } from '../i18n/fr';

export function NotFound() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Spec: the missing path is logged (the message is kept verbatim so log searches keep working).
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <>
      <PageTitle>{fr.notFound.title}</PageTitle>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p aria-hidden="true" className="text-7xl font-bold text-gold-700">
          404
        </p>
        {/* The spec keeps this heading in English; lang lets screen readers pronounce it right. */}
        <h1 lang="en" className="mt-4 text-3xl font-bold text-navy-900">
          {fr.notFound.heading}
        </h1>
        <p className="mt-4 text-slate-600">{fr.notFound.text}</p>
        <ButtonLink to="/" variant="navy" className="mt-8">
          {fr.notFound.backHome}
        </ButtonLink>
      </section>
    </>
  );
}
