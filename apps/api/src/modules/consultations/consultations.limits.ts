import type { FastifyInstance } from 'fastify';
import { byAccount, byClient, type Limit, limitBy } from '../../plugins/rate-limit-store.ts';

/**
 * How many booking writes (book, move, cancel) one may send, on top of the global per-address limit.
 * Per address it is generous (carrier NAT puts many customers behind one); per account it is tight:
 * a person books, moves and cancels a few times, while one account sweeping the calendar from many
 * addresses is held back by the account's own count. The cap of upcoming bookings per customer
 * (consultation settings) bounds what an account can hold; this bounds how fast it can churn.
 */
export interface ConsultationLimits {
  writesPerAddress: Limit;
  writesPerAccount: Limit;
}

const defaultConsultationLimits: ConsultationLimits = {
  writesPerAddress: { max: 30, windowMinutes: 10 },
  writesPerAccount: { max: 10, windowMinutes: 10 },
};

/** The hooks every booking write runs after the session check: both counts, each answering 429. */
export function bookingWriteLimits(app: FastifyInstance, overrides: Partial<ConsultationLimits> = {}) {
  const limits = { ...defaultConsultationLimits, ...overrides };
  const what = 'booking changes';
  return [
    limitBy(app, 'consultation-writes-address', limits.writesPerAddress, byClient, what),
    limitBy(app, 'consultation-writes-account', limits.writesPerAccount, byAccount, what),
  ];
}
