import { BadgeCheck, Clock, Percent, Phone, Quote, Star } from '../../components/icons';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { buttonClass } from '../../components/ui/button-styles';
import { placeholderIfBroken, showPlaceholderOnError } from '../../lib/image-fallback';
import { ClaimFigures } from '../../components/claim-figures';
import { useSiteClaims } from '../../lib/site-claims';
import { telHref, useSiteIdentity } from '../../lib/site-info';
import { useTestimonials } from './api/get-testimonials';
import { ValuationFormIsland } from './components/valuation-form';
import { frSellers as t } from './i18n/fr';

const GUARANTEE_ICONS = [BadgeCheck, Percent, Clock];
const FORM_ID = 'evaluation';

/** `/vendeur-lead`: guarantees, the free-valuation form, results, testimonials, and a phone line. */
export function SellersPage() {
  const formTitleId = useId();
  const statsTitleId = useId();
  const testimonialsTitleId = useId();
  const ctaTitleId = useId();
  const testimonials = useTestimonials();
  const { phone } = useSiteIdentity();
  const { sellerFigures, sellerGuarantees } = useSiteClaims();

  return (
    <>
      <PageTitle>{t.title}</PageTitle>
      <section className="dark-surface bg-navy-950 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:px-8 lg:py-20">
          <div>
            <p className="text-sm font-semibold uppercase tracking-widest text-gold-300">{t.hero.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{t.hero.heading}</h1>
            <p className="mt-5 max-w-xl text-lg text-navy-100">{t.hero.text}</p>
            {sellerGuarantees.length > 0 && <h2 className="sr-only">{t.hero.guaranteesTitle}</h2>}
            <ul className="mt-8 space-y-4">
              {sellerGuarantees.map((guarantee, i) => {
                const Icon = GUARANTEE_ICONS[i] ?? BadgeCheck;
                return (
                  <li key={guarantee.title} className="flex gap-4 rounded-xl border border-navy-800 bg-navy-900 p-4">
                    <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-300" />
                    <p>
                      <strong className="block font-semibold text-white">{guarantee.title}</strong>
                      <span className="text-navy-200">{guarantee.text}</span>
                    </p>
                  </li>
                );
              })}
            </ul>
            <a href={`#${FORM_ID}`} className={buttonClass({ variant: 'gold', className: 'mt-8 lg:hidden' })}>
              {t.hero.cta}
            </a>
          </div>
          <div id={FORM_ID} className="scroll-mt-20 rounded-2xl bg-white p-6 text-navy-900 shadow-2xl sm:p-8">
            <h2 id={formTitleId} className="text-2xl font-bold">
              {t.form.title}
            </h2>
            <p className="mt-1 mb-6 text-sm text-slate-600">{t.form.intro}</p>
            <ValuationFormIsland headingId={formTitleId} />
          </div>
        </div>
      </section>

      {sellerFigures.length > 0 && (
        <section aria-labelledby={statsTitleId} className="bg-navy-50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id={statsTitleId} className="text-center text-3xl font-bold text-navy-900">
              {t.stats.title}
            </h2>
            <ClaimFigures figures={sellerFigures} className="mt-10 grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" />
          </div>
        </section>
      )}

      {testimonials.data && testimonials.data.length > 0 && (
        <section aria-labelledby={testimonialsTitleId} className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id={testimonialsTitleId} className="text-center text-3xl font-bold text-navy-900">
            {t.testimonials.title}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.data.map((testimonial) => (
              <li key={testimonial.id}>
                <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
                  <Quote aria-hidden="true" className="size-7 text-gold-700" />
                  <p role="img" aria-label={t.testimonials.rating(testimonial.rating)} className="mt-3 flex gap-0.5">
                    {Array.from({ length: 5 }, (_, i) => (
                      <Star key={i} aria-hidden="true" className={`size-4 ${i < testimonial.rating ? 'fill-gold-500 text-gold-700' : 'text-navy-200'}`} />
                    ))}
                  </p>
                  <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">{testimonial.text}</blockquote>
                  <figcaption className="mt-5 flex items-center gap-3">
                    {testimonial.imageUrl ? (
                      <img src={testimonial.imageUrl} alt="" width={48} height={48} loading="lazy" ref={placeholderIfBroken} onError={showPlaceholderOnError} className="size-12 rounded-full object-cover" />
                    ) : (
                      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-navy-900 font-semibold text-gold-300">
                        {testimonial.name.charAt(0)}
                      </span>
                    )}
                    <span>
                      <strong className="block font-semibold text-navy-900">{testimonial.name}</strong>
                      {testimonial.location && <span className="text-sm text-slate-600">{testimonial.location}</span>}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={ctaTitleId} className="dark-surface bg-navy-900 text-white">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:px-6">
          <h2 id={ctaTitleId} className="text-3xl font-bold">
            {t.cta.title}
          </h2>
          <p className="mt-3 text-navy-100">{t.cta.text}</p>
          {phone ? (
            <a href={telHref(phone)} aria-label={t.cta.call(phone)} className={buttonClass({ variant: 'gold', className: 'mt-6' })}>
              <Phone aria-hidden="true" className="size-5" />
              {phone}
            </a>
          ) : (
            <Link to="/contact" className={buttonClass({ variant: 'gold', className: 'mt-6' })}>
              {t.cta.write}
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
