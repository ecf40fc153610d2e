import { QuickRepliesSchema } from '@shop/shared';
import { readDataFile } from '../../lib/data-file.ts';
import type { Tx } from '../client.ts';
import { chatQuickReplies } from '../schema/chat.ts';

/**
 * A few saved answers for the team's chat inbox (quick-replies.json), seeded with the demo
 * catalogue; the owner edits them. Checked by the same rules as the owner's edits.
 */
const demoQuickReplies = readDataFile(
  'src/db/seed/quick-replies.json',
  QuickRepliesSchema.shape.quickReplies.min(1),
);

export async function seedQuickReplies(tx: Tx): Promise<void> {
  await tx
    .insert(chatQuickReplies)
    .values(demoQuickReplies.map((reply, position) => ({ ...reply, position })));
}
