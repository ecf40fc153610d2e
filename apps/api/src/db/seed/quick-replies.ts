import type { Tx } from '../client.ts';
import { chatQuickReplies } from '../schema/chat.ts';

/** A few saved answers for the team's chat inbox, seeded with the demo catalogue; the owner edits them. */
const demoQuickReplies = [
  {
    title: 'Welcome',
    text: 'Namaste! Thank you for writing to us. An Ayurveda expert is reading your message and will answer in a moment.',
  },
  {
    title: 'Delivery time',
    text: 'Orders reach most pincodes in India within 3 to 7 working days. You can follow yours under My Orders.',
  },
  {
    title: 'Consult a physician',
    text: 'Our products support wellness and are not meant to diagnose or treat disease. If you are pregnant, nursing or taking medication, please consult your physician first.',
  },
];

export async function seedQuickReplies(tx: Tx): Promise<void> {
  await tx
    .insert(chatQuickReplies)
    .values(demoQuickReplies.map((reply, position) => ({ ...reply, position })));
}
