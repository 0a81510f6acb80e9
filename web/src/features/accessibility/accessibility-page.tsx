import { Link } from 'react-router';
import { DocumentPage, DocumentSection } from '../../components/document-page';
import { telHref, useSiteIdentity } from '../../lib/site-info';
import { frAccessibility as t } from './i18n/fr';

/** `/accessibilite`: the standard followed (WCAG 2.2 AA), how it is checked, known limits, and whom to tell. */
export function AccessibilityPage() {
  const { email, phone } = useSiteIdentity();
  return (
    <DocumentPage title={t.title} updated={t.updated} intro={t.intro}>
      <DocumentSection {...t.standard} />
      <DocumentSection {...t.testing} />
      <DocumentSection {...t.limits} />
      <section aria-labelledby="accessibility-contact" className="mt-10 rounded-xl border border-navy-100 bg-navy-50 p-6">
        <h2 id="accessibility-contact" className="text-xl font-semibold text-navy-900">
          {t.contact.title}
        </h2>
        <p className="mt-2 text-slate-700">{t.contact.text}</p>
        <ul className="mt-4 space-y-1 text-navy-900">
          {email && (
            <li>
              {t.contact.email} :{' '}
              <a className="font-medium underline underline-offset-2" href={`mailto:${email}`}>
                {email}
              </a>
            </li>
          )}
          {phone && (
            <li>
              {t.contact.phone} :{' '}
              <a className="font-medium underline underline-offset-2" href={telHref(phone)}>
                {phone}
              </a>
            </li>
          )}
          <li>
            <Link className="font-medium underline underline-offset-2" to="/contact">
              {t.contact.form}
            </Link>
          </li>
        </ul>
      </section>
    </DocumentPage>
  );
}
