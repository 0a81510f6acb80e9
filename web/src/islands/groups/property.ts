export { PropertyActions, PropertyGallery } from '../../features/property/components/property-islands';
