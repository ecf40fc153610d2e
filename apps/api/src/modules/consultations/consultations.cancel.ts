import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { consultations } from '../../db/schema/consultations.ts';
import type { MailService } from '../mail/index.ts';
import { cancellationEmail } from './consultations.emails.ts';
import type { ConsultationRow } from './consultations.repo.ts';

interface CancelDeps {
  mail: MailService;
  config: Pick<Config, 'SHOP_NAME' | 'SUPPORT_EMAIL' | 'PUBLIC_URL' | 'PORT'>;
}

/**
 * Cancels a booked consultation the caller has locked, by its customer or by the shop: the pending
 * reminder is withdrawn from the outbox and the cancellation e-mail written there, in the caller's
 * transaction, so a rollback keeps the reminder and sends nothing. Call `mail.kick()` after the commit.
 */
export async function cancelBooked(
  tx: Tx,
  deps: CancelDeps,
  row: ConsultationRow,
  customer: { email: string; firstName: string },
  now: Date,
  byShop?: { reason: string },
): Promise<ConsultationRow> {
  if (row.reminderMailId) await deps.mail.withdraw(tx, row.reminderMailId);
  const [cancelled] = await tx
    .update(consultations)
    .set({
      status: 'cancelled',
      reminderMailId: null,
      calendarSequence: row.calendarSequence + 1,
      updatedAt: now,
    })
    .where(eq(consultations.id, row.id))
    .returning();
  await deps.mail.enqueue(tx, cancellationEmail(deps.config, customer, cancelled!, byShop));
  return cancelled!;
}
