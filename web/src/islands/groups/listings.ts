export { Listings } from '../../features/listings/listings-page';
