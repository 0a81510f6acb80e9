// One set of fr-CA formatters for the API, the web and the tests: the web re-exports the shared ones.
export { formatAreaK, formatDecimal, formatListingPrice, formatNumber, formatPercent, formatPrice } from '../../../shared/format';
