export { AgentsSection, FeaturedSection } from '../../features/home/components/home-islands';
export { HeroSearch } from '../../features/home/components/hero-search';
export { HeroSlides, HeroSlideshowToggle } from '../../features/home/components/hero-slideshow';
