import { Clock, Mail, MapPin, Phone, type LucideIcon } from '../../components/icons';
import { useId, type ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { fr } from '../../i18n/fr';
import { hourLines, telHref, useSiteIdentity } from '../../lib/site-info';
import { ContactFormIsland } from './components/contact-form';
import { frContact } from './i18n/fr';

/** /contact: the brokerage's details and a message form that becomes a buyer lead. */
export function ContactPage() {
  const detailsId = useId();
  const identity = useSiteIdentity();
  const hours = hourLines(identity);

  return (
    <>
      <PageTitle>{fr.pages.contact}</PageTitle>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{frContact.heading}</h1>
        <p className="mt-2 max-w-3xl text-slate-600">{frContact.intro}</p>
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <section aria-labelledby={detailsId} className="rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
            <h2 id={detailsId} className="text-2xl font-bold">
              {frContact.details.title}
            </h2>
            <dl className="mt-6 space-y-6">
              {identity.street && (
                <Detail icon={MapPin} label={frContact.details.address}>
                  <address className="not-italic">
                    {identity.street}
                    <br />
                    {identity.locality} {identity.postalCode}
                  </address>
                </Detail>
              )}
              {identity.phone && (
                <Detail icon={Phone} label={frContact.details.phone}>
                  <a href={telHref(identity.phone)} className="underline-offset-2 hover:underline">
                    {identity.phone}
                  </a>
                </Detail>
              )}
              {identity.email && (
                <Detail icon={Mail} label={frContact.details.email}>
                  <a href={`mailto:${identity.email}`} className="break-all underline-offset-2 hover:underline">
                    {identity.email}
                  </a>
                </Detail>
              )}
              {hours.length > 0 && (
                <Detail icon={Clock} label={frContact.details.hours}>
                  <ul className="space-y-1">
                    {hours.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </Detail>
              )}
            </dl>
          </section>
          <div className="lg:col-span-2">
            <ContactFormIsland />
          </div>
        </div>
      </div>
    </>
  );
}

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold tracking-wide text-gold-300 uppercase">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {label}
      </dt>
      <dd className="mt-1 pl-7 text-navy-100">{children}</dd>
    </div>
  );
}
