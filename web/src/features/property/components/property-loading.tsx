import { LoaderCircle } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { fr } from '../../../i18n/fr';

/** The property page's loading state; also the route's fallback while a first visit loads. */
export function PropertyLoading() {
  return (
    <>
      <PageTitle>{fr.propertyLoading.title}</PageTitle>
      {/* Shaped like the page (back link, then a 70vh gallery) and a screen tall, so the footer
          stays below the fold and nothing jumps when the property arrives. */}
      <div className="mx-auto min-h-[calc(100dvh-4rem)] max-w-7xl space-y-8 px-4 py-6 sm:px-6 lg:px-8">
        <div aria-hidden="true" className="h-6" />
        <div
          role="status"
          className="flex h-[70vh] min-h-64 flex-col items-center justify-center gap-4 rounded-2xl bg-navy-50 text-navy-700"
        >
          <LoaderCircle aria-hidden="true" className="size-10 animate-spin motion-reduce:animate-none" />
          <p className="text-lg font-medium">{fr.propertyLoading.text}</p>
        </div>
      </div>
    </>
  );
}
