export { AgentsSection, FeaturedSection, Hero } from '../../features/home/components/home-islands';
