import { TriangleAlert } from '../components/icons';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageTitle } from '../components/page-title';
import { Button } from '../components/ui/button';
import { fr } from '../i18n/fr';

/**
 * Shown when a page throws or its chunk fails to load (typically an old tab after a deploy).
 * Plain <a>/reload rather than router links: the router may be what is broken.
 */
export function RouteError() {
  const error = useRouteError();

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <PageTitle>{fr.routeError.title}</PageTitle>
      <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <TriangleAlert aria-hidden="true" className="size-12 text-gold-700" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{fr.routeError.heading}</h1>
        <p className="mt-4 text-slate-600">{fr.routeError.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button onClick={() => window.location.reload()}>{fr.routeError.reload}</Button>
          <a href="/" className="rounded-lg px-5 py-3 font-semibold text-navy-700 underline underline-offset-4">
            {fr.routeError.backHome}
          </a>
        </div>
      </section>
    </>
  );
}
