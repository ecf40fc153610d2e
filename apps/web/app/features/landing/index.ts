/** The landing page's entry. */
export { CopyCode } from './copy-code';
export {
  heroBenefits,
  heroOfferPercent,
  heroProductSlug,
  landingFaqs,
  landingTestimonials,
  offerCode,
} from './landing-content';
