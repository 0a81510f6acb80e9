export { MortgageCalculator } from '../../components/mortgage-calculator';
export { PropertyActions, PropertyAgent, PropertyGallery, PropertyLocation } from '../../features/property/components/property-islands';
