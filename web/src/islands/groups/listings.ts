export { ListingFilters, ListingResults } from '../../features/listings/listings-page';
