export { BorrowingCalculator, PurchaseCalculator, WelcomeTaxCalculator } from '../../features/calculators/components/calculators';
