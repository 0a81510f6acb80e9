export { MortgageCalculator } from '../../components/mortgage-calculator';
export { PropertyAgent, PropertyLocation } from '../../features/property/components/property-detail-islands';
