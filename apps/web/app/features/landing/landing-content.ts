export const heroBenefits = [
  { title: 'Calm under pressure', text: 'A classic adaptogen that helps the body handle everyday stress.' },
  { title: 'Deeper, restful sleep', text: 'Wind down in the evening and wake up refreshed.' },
  { title: 'Steady energy', text: 'Strength and stamina without the jitters of caffeine.' },
  {
    title: 'Clean formula',
    text: 'Full-spectrum root extract, vegetarian capsules, made at FSSAI-approved facilities.',
  },
] as const;

export const landingTestimonials = [
  {
    quote:
      'Two months in, I fall asleep faster and my afternoons are far less frantic. The launch code made it an easy first try.',
    name: 'Neha Kulkarni',
    place: 'Nagpur, Maharashtra',
  },
  {
    quote:
      'I travel for work and stress used to wreck my sleep. One capsule after dinner has become part of my routine.',
    name: 'Vikram Singh',
    place: 'Jaipur, Rajasthan',
  },
  {
    quote:
      'Genuine product, neatly sealed, delivered in four days with Cash on Delivery. I have already reordered.',
    name: 'Lakshmi Iyer',
    place: 'Chennai, Tamil Nadu',
  },
] as const;

/** The first answer names the owner's code as the storefront has it now (docs/PRODUCT.md §2.21). */
export const offerFaq = (offer: { code: string; percent: number }) => ({
  question: `How do I use the ${offer.percent}% code?`,
  answer: `Add the product to your cart, enter ${offer.code} in the promo box at checkout and press Apply.`,
});

export const landingFaqs = [
  {
    question: 'How should I take it?',
    answer:
      'One capsule once or twice a day after meals with warm water or milk, or as your physician advises.',
  },
  {
    question: 'When will I notice a difference?',
    answer: 'Most people take it daily for four to eight weeks. Pair it with regular sleep and meals.',
  },
  {
    question: 'Is it safe for everyone?',
    answer:
      'Ask your physician first if you are pregnant, nursing, or take thyroid or blood-pressure medicine.',
  },
] as const;
