/** The shop's own story (about and gallery pages): when it began, its mission and vision. */
export const brand = {
  founded: 2020,
  mission:
    'To make authentic Ayurvedic and wellness supplements easy to trust and easy to buy for every household in India, with honest labels and fair prices.',
  vision:
    'A country where everyday wellness starts with time-tested herbs, sound science and good advice — not guesswork.',
} as const;
