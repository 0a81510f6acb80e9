export { ContactFormFromUrl } from '../../features/contact/components/contact-form';
