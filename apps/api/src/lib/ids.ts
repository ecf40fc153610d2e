import { randomBytes } from 'node:crypto';

/** 24 hex characters: unguessable, URL-safe, and the last 6 make a readable short reference. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}
