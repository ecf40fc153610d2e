import type { FastifyRequest } from 'fastify';
import { byAccount, byClient, type Limit } from '../../plugins/rate-limit-store.ts';

// The counting itself is shared with the other modules' limits (plugins/rate-limit-store.ts).
export { guardOf, type Limit, limitBy, limitCounter } from '../../plugins/rate-limit-store.ts';

/**
 * Abuse limits on top of the global per-IP one. Per-IP limits are generous because many Indian mobile
 * users share an address (carrier NAT); per-account limits are tight because they protect one person.
 */
export interface AuthLimits {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  otpSendPerIp: Limit;
  otpSendPerAccount: Limit;
  otpCheckPerIp: Limit;
  otpCheckPerAccount: Limit;
  googlePerIp: Limit;
  passwordChangePerAccount: Limit;
}

export const defaultAuthLimits: AuthLimits = {
  loginPerIp: { max: 100, windowMinutes: 15 },
  loginPerAccount: { max: 10, windowMinutes: 15 },
  otpSendPerIp: { max: 30, windowMinutes: 60 },
  otpSendPerAccount: { max: 5, windowMinutes: 60 },
  otpCheckPerIp: { max: 60, windowMinutes: 15 },
  otpCheckPerAccount: { max: 15, windowMinutes: 15 },
  googlePerIp: { max: 60, windowMinutes: 15 },
  passwordChangePerAccount: { max: 10, windowMinutes: 15 },
};

/**
 * The limits with every maximum multiplied by `scale` (AUTH_LIMITS_SCALE): a browser suite signs up
 * dozens of shoppers and signs the admin in from one address within the limits' windows.
 */
export function scaledAuthLimits(scale: number): AuthLimits {
  const scaled = Object.entries(defaultAuthLimits).map(([name, limit]) => [
    name,
    { ...limit, max: limit.max * scale },
  ]);
  return Object.fromEntries(scaled) as unknown as AuthLimits;
}

/** Per address: an IPv6 host counts by its /64, like every other per-address limit. */
export const byIp = byClient;
export const byEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
export const byUser = byAccount;
