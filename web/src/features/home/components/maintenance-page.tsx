import { Wrench } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { frHome } from '../i18n/fr';

/** Shown on / instead of the home page while an admin has the site in maintenance (with the emergency e-mail once it is given). */
export function MaintenancePage({ contactEmail }: { contactEmail: string }) {
  return (
    <>
      <PageTitle>{frHome.maintenance.title}</PageTitle>
      <section className="mx-auto flex min-h-[calc(100dvh-4rem)] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
        <Wrench aria-hidden="true" className="size-12 text-gold-700" />
        <h1 className="mt-6 text-3xl font-bold text-navy-900">{frHome.maintenance.title}</h1>
        <p className="mt-4 text-lg text-slate-600">{frHome.maintenance.text}</p>
        {contactEmail && (
          <p className="mt-6 text-slate-700">
            {frHome.maintenance.emergency}{' '}
            <a href={`mailto:${contactEmail}`} className="rounded-sm font-semibold text-navy-700 underline underline-offset-4">
              {contactEmail}
            </a>
          </p>
        )}
      </section>
    </>
  );
}
