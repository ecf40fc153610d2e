import { ageGateMessages } from '@shop/shared';
import type { Executor } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import { isAgeRestricted } from '../catalog/index.ts';

/** The session's 18+ answer, kept by the accounts module (its SessionService), passed in by app.ts. */
export interface AgeConfirmations {
  confirmAge(sessionId: string): Promise<void>;
  ageConfirmed(sessionId: string): Promise<boolean>;
}

/**
 * An age-restricted product goes into a cart only once the session confirmed being over 18
 * (docs/PRODUCT.md §7.4): 409 AGE_NOT_CONFIRMED with the gate's question otherwise. An unknown product
 * passes here and is refused by the cart as before.
 */
export async function assertAgeConfirmedFor(
  db: Executor,
  confirmations: AgeConfirmations,
  sessionId: string,
  productId: string,
) {
  if (!(await isAgeRestricted(db, productId)) || (await confirmations.ageConfirmed(sessionId))) return;
  throw conflict(ageGateMessages.refused, 'AGE_NOT_CONFIRMED');
}
