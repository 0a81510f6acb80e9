export { MapSearch } from '../../features/map-search/map-search-page';
