export { ValuationForm } from '../../features/sellers/components/valuation-form';
