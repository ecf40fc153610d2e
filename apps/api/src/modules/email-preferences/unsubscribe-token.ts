import { createHmac, timingSafeEqual } from 'node:crypto';
import { type EmailOptOutKind, emailOptOutKinds } from '@shop/shared';

/**
 * An unsubscribe token names the customer and the kind of e-mail and carries an HMAC of both, so the
 * link is checked by recomputing it: no row per e-mail sent, and no way to stop another customer's mail
 * without the shop's key (docs/decisions/0032-cart-reminders.md).
 */
const mac = (key: Buffer, userId: string, kind: EmailOptOutKind) =>
  createHmac('sha256', key).update(`unsubscribe\n${kind}\n${userId}`).digest('base64url');

export function signUnsubscribeToken(key: Buffer, userId: string, kind: EmailOptOutKind): string {
  return `${kind}.${userId}.${mac(key, userId, kind)}`;
}

/** The customer and kind a token names, or null when it was not signed with this key. */
export function verifyUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: string; kind: EmailOptOutKind } | null {
  const [kind, userId, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !kind || !userId || !signature) return null;
  if (!(emailOptOutKinds as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(mac(key, userId, kind as EmailOptOutKind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as EmailOptOutKind };
}
