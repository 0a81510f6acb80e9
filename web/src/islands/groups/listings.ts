export { ListingAlert, ListingFilters, ListingResults } from '../../features/listings/listings-page';
