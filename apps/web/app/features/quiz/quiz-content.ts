import type { QuizZone } from '@shop/shared';

export interface QuizQuestion {
  question: string;
  /** Five options, least healthy first: the option's index is its score (0 to 4). */
  options: [string, string, string, string, string];
}

/** The ten scored questions of the wellness quiz. */
export const quizQuestions: QuizQuestion[] = [
  {
    question: 'How well do you usually sleep?',
    options: [
      'I struggle to sleep most nights',
      'I wake up often and feel unrested',
      'It varies from night to night',
      'Mostly well, with the odd bad night',
      'I fall asleep easily and wake up refreshed',
    ],
  },
  {
    question: 'How often do you feel stressed or anxious?',
    options: ['All the time', 'Most days', 'A few times a week', 'Now and then', 'Rarely'],
  },
  {
    question: 'How is your energy through the day?',
    options: [
      'Low from the moment I wake up',
      'I crash every afternoon',
      'Up and down',
      'Steady most days',
      'High and steady all day',
    ],
  },
  {
    question: 'How often do you crave sugar, tobacco, alcohol or junk food?',
    options: ['Several times a day', 'Daily', 'A few times a week', 'Occasionally', 'Hardly ever'],
  },
  {
    question: 'How is your digestion?',
    options: [
      'Bloating, acidity or constipation most days',
      'Frequent discomfort after meals',
      'Some trouble now and then',
      'Mostly comfortable',
      'Light and regular',
    ],
  },
  {
    question: 'How easily can you focus on a task?',
    options: [
      'My mind wanders constantly',
      'I lose focus within minutes',
      'It depends on the day',
      'I can focus for long stretches',
      'Sharp and clear most of the time',
    ],
  },
  {
    question: 'How many days a week do you exercise or walk briskly for 30 minutes?',
    options: ['None', 'One', 'Two or three', 'Four or five', 'Six or seven'],
  },
  {
    question: 'How many servings of fruit and vegetables do you eat a day?',
    options: ['Hardly any', 'One', 'Two', 'Three or four', 'Five or more'],
  },
  {
    question: 'How much water do you drink a day?',
    options: [
      'Less than 3 glasses',
      '3 to 4 glasses',
      '5 to 6 glasses',
      '7 to 8 glasses',
      'More than 8 glasses',
    ],
  },
  {
    question: 'How often do you catch colds, coughs or infections?',
    options: ['Every month', 'Every two or three months', 'A few times a year', 'Once a year', 'Rarely'],
  },
];

export interface ZoneAdvice {
  description: string;
  /** Catalogue products by slug, with the reason each one is suggested. */
  recommendations: { slug: string; reason: string }[];
}

/** What each result zone says, and the three products it suggests. */
export const zoneAdvice: Record<QuizZone, ZoneAdvice> = {
  'Optimal Zone': {
    description:
      'Your habits are working for you: good sleep, steady energy and a calm mind. Keep your routine and support it through the seasons.',
    recommendations: [
      { slug: 'chyawanprash-special-with-saffron', reason: 'A daily rasayana to keep your strength up' },
      { slug: 'moringa-leaf-powder', reason: 'Greens and minerals in a spoonful' },
      { slug: 'giloy-tulsi-immunity-herbal-tea', reason: 'A calming cup for seasonal changes' },
    ],
  },
  'Gamma Zone': {
    description:
      'You are doing many things right, but stress, sleep or digestion are holding you back some days. Small, steady changes will lift you into the optimal zone.',
    recommendations: [
      { slug: 'ashwagandha-ksm-66-capsules', reason: 'Helps the body handle everyday stress' },
      { slug: 'triphala-churna', reason: 'Gentle support for regular digestion' },
      { slug: 'brahmi-tablets-for-focus-and-memory', reason: 'Traditional support for focus and memory' },
    ],
  },
  'Beta Zone': {
    description:
      'Your body is asking for care: poor sleep, low energy, cravings or frequent illness add up. Start with one habit at a time, and talk to a physician about how you feel.',
    recommendations: [
      { slug: 'ashwagandha-ksm-66-capsules', reason: 'Supports calm and restful sleep' },
      { slug: 'nasha-mukti-ayurvedic-drops', reason: 'Herbal support while you cut down cravings' },
      { slug: 'immunity-kadha-churna', reason: 'A warming kadha for your defences' },
    ],
  },
};
