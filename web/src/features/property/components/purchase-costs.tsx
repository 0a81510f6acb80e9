import { minimumDownPayment, welcomeTax } from '../../../../../shared/calculators/buyer';
import { FIGURES_YEAR, MUNICIPAL_RATES_ABOVE } from '../../../../../shared/calculators/rates';
import { formatPrice } from '../../../../../shared/format';
import { Link } from 'react-router';
import { frProperty } from '../i18n/fr';
import { DetailCard } from './detail-card';

const t = frProperty.purchaseCosts;

/**
 * What buying at this price costs beyond the price, from the province's rules (shared/calculators): the minimum
 * down payment and the welcome tax. Plain HTML, computed when the page is rendered. The welcome tax is the
 * province's, exact up to 500 000 $; above, a town may charge more (Montréal does), so it is « au moins ».
 */
export function PurchaseCosts({ price }: { price: number }) {
  if (!(price > 0)) return null;
  const tax = welcomeTax(price, { montreal: false }).total;
  const townsMayChargeMore = price > MUNICIPAL_RATES_ABOVE.value;
  return (
    <DetailCard
      title={t.title}
      items={[
        { label: t.minimumDownPayment, value: formatPrice(minimumDownPayment(price)) },
        { label: t.welcomeTax, value: townsMayChargeMore ? t.atLeast(formatPrice(tax)) : formatPrice(tax) },
      ]}
    >
      <p className="mt-3 text-xs text-slate-600">
        {townsMayChargeMore && `${t.municipalNote(formatPrice(MUNICIPAL_RATES_ABOVE.value))} `}
        {t.year(FIGURES_YEAR)}
      </p>
      <p className="mt-4">
        <Link to={`/calculatrices?prix=${Math.round(price)}`} className="font-medium text-navy-800 underline underline-offset-2">
          {frProperty.calculatorsLink}
        </Link>
      </p>
    </DetailCard>
  );
}
