/** The landing page's entry. */
export { heroOfferPercent, heroProductSlug, offerCode } from './landing-content';
export { LandingHero } from './landing-hero';
export { LandingBenefits, LandingFaqs, LandingTestimonials } from './landing-sections';
