import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's bytea as a Node Buffer (both drivers hand back bytes; node-postgres a Buffer, PGlite a Uint8Array). */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (WebP image widths, share pictures) when the shop runs on PostgreSQL, so every node
 * serves what any node stored without a shared disk (docs/decisions/0019-where-uploads-live.md).
 * Keyed by the path below /uploads/ that pages link to; rows are written once and never change.
 */
export const uploads = pgTable('uploads', {
  /** e.g. `products/ab12cd…-480.webp`, served at `/uploads/products/ab12cd…-480.webp`. */
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  /** A hash of the bytes: the strong ETag every node answers alike. */
  etag: text('etag').notNull(),
  size: integer('size').notNull(),
  data: bytes('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
