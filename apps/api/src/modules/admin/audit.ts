import type { AdminAuditEntry } from '@shop/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/admin.ts';

/** Who is acting: the signed-in admin. */
export interface AdminActor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one audit row inside the transaction that makes the change, so neither exists without the other.
 * The actor is an admin, or the shop itself (id null: the batch expiry sweep, ADR 0036).
 */
export async function recordAudit(
  tx: Tx | Db,
  actor: AdminActor | { id: null; email: string },
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The audit log, newest first, optionally of one entity or record. */
export async function listAudit(
  db: Db,
  query: { entity?: string; entityId?: string; page: number; limit: number },
): Promise<{ entries: AdminAuditEntry[]; total: number; page: number; limit: number }> {
  const filters: SQL[] = [];
  if (query.entity) filters.push(eq(auditLog.entity, query.entity));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total: total?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
