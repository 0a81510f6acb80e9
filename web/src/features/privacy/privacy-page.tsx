import { Link } from 'react-router';
import { DocumentPage, DocumentSection } from '../../components/document-page';
import { useSiteIdentity } from '../../lib/site-info';
import { useSiteSettings } from '../../lib/site-settings';
import { frPrivacy as t } from './i18n/fr';

/** `/confidentialite`: Law 25 policy, naming the person in charge from the site settings. */
export function PrivacyPage() {
  const settings = useSiteSettings();
  const officer = settings.data;
  const identity = useSiteIdentity();
  return (
    <DocumentPage title={t.title} updated={t.updated} intro={t.intro}>
      <section aria-labelledby="privacy-officer" className="mt-10 rounded-xl border border-navy-100 bg-navy-50 p-6">
        <h2 id="privacy-officer" className="text-xl font-semibold text-navy-900">
          {t.officer.title}
        </h2>
        <p className="mt-2 text-slate-700">{t.officer.text}</p>
        {officer && !officer.privacyOfficerName ? (
          <p className="mt-4 text-navy-900">
            {t.officer.notNamed}{' '}
            <Link className="font-medium underline underline-offset-2" to="/contact">
              {t.officer.contactPage}
            </Link>
            .
          </p>
        ) : officer ? (
          <address className="mt-4 space-y-1 not-italic text-navy-900">
            <p className="font-semibold">
              {officer.privacyOfficerName}, {officer.privacyOfficerTitle}
            </p>
            <p>
              {t.officer.email} :{' '}
              <a className="font-medium underline underline-offset-2" href={`mailto:${officer.privacyOfficerEmail}`}>
                {officer.privacyOfficerEmail}
              </a>
            </p>
            {officer.privacyOfficerPhone && (
              <p>
                {t.officer.phone} :{' '}
                <a className="font-medium underline underline-offset-2" href={`tel:${officer.privacyOfficerPhone.replace(/[^\d+]/g, '')}`}>
                  {officer.privacyOfficerPhone}
                </a>
              </p>
            )}
            {identity.street && (
              <p>
                {t.officer.mail} : {identity.street}, {identity.locality} {identity.postalCode}
              </p>
            )}
          </address>
        ) : (
          <p className="mt-4 text-slate-600">{t.officer.loading}</p>
        )}
      </section>

      {t.sections.map((section) => (
        <DocumentSection key={section.title} {...section} />
      ))}
    </DocumentPage>
  );
}
