import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { telHref, useSiteIdentity } from '../../lib/site-info';
import { frAccessibility as t } from './i18n/fr';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-navy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/accessibilite`: the standard followed (WCAG 2.2 AA), how it is checked, known limits, and whom to tell. */
export function AccessibilityPage() {
  const { email, phone } = useSiteIdentity();
  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <h1 className="text-3xl font-bold text-navy-900 sm:text-4xl">{t.title}</h1>
        <p className="mt-2 text-sm text-slate-600">{t.updated}</p>
        <p className="mt-6 leading-relaxed text-slate-700">{t.intro}</p>

        <Section id="accessibility-standard" title={t.standard.title}>
          <p className="mt-3 leading-relaxed text-slate-700">{t.standard.text}</p>
        </Section>
        {[
          { id: 'accessibility-testing', ...t.testing },
          { id: 'accessibility-limits', ...t.limits },
        ].map(({ id, title, items }) => (
          <Section key={id} id={id} title={title}>
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        ))}

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
      </article>
    </>
  );
}
