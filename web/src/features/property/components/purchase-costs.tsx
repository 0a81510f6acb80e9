import { useId } from 'react';
import { minimumDownPayment, welcomeTax } from '../../../../../shared/calculators/buyer';
import { FIGURES_YEAR, MUNICIPAL_RATES_ABOVE } from '../../../../../shared/calculators/rates';
import { formatPrice } from '../../../../../shared/format';
import { Link } from 'react-router';
import { frProperty } from '../i18n/fr';

const t = frProperty.purchaseCosts;

/**
 * What buying at this price costs beyond the price, from the province's rules (shared/calculators): the minimum
 * down payment and the welcome tax. Plain HTML, computed when the page is rendered. The welcome tax is the
 * province's, exact up to 500 000 $; above, a town may charge more (Montréal does), so it is « au moins ».
 */
export function PurchaseCosts({ price }: { price: number }) {
  const titleId = useId();
  if (!(price > 0)) return null;
  const tax = welcomeTax(price, { montreal: false }).total;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <h2 id={titleId} className="text-xl font-bold">
        {t.title}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t.minimumDownPayment}</dt>
          <dd className="mt-1 text-lg font-semibold">{formatPrice(minimumDownPayment(price))}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t.welcomeTax}</dt>
          <dd className="mt-1 text-lg font-semibold">{price > MUNICIPAL_RATES_ABOVE.value ? t.atLeast(formatPrice(tax)) : formatPrice(tax)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        {price > MUNICIPAL_RATES_ABOVE.value && `${t.municipalNote(formatPrice(MUNICIPAL_RATES_ABOVE.value))} `}
        {t.year(FIGURES_YEAR)}
      </p>
      <p className="mt-4">
        <Link to={`/calculatrices?prix=${Math.round(price)}`} className="font-medium text-navy-800 underline underline-offset-2">
          {frProperty.calculatorsLink}
        </Link>
      </p>
    </section>
  );
}
