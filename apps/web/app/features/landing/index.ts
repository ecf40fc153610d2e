/** The landing page's entry. */
export { LandingHero, type LandingOffer } from './landing-hero';
export { LandingBenefits, LandingFaqs, LandingTestimonials } from './landing-sections';
