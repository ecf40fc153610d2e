import { chatTexts } from '@shop/shared';
import { and, desc, eq, exists, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { chatConversations, chatMessages } from '../../db/schema/chat.ts';
import type { Clock } from '../../lib/clock.ts';
import { type MailService, renderEmail } from '../mail/index.ts';

/**
 * A team reply the customer has not read after this long means they are not on the page: a connected
 * client marks a reply read as soon as it arrives. Sweeping every 5 s keeps the e-mail within 30 s.
 */
const UNREAD_GRACE_MS = 10_000;
const SWEEP_EVERY_MS = 5_000;
/** After a reply e-mail, further replies in this window send none (one per quiet period). */
const QUIET_MS = 15 * 60_000;
/** Replies older than this are not mailed any more (a node that was down for hours does not spam). */
const LOOK_BACK_MS = 60 * 60_000;
/** The newest unread replies quoted in the e-mail. */
const REPLIES_QUOTED = 3;

/**
 * E-mails a customer when the team replied and they did not read it (docs/decisions/0017). Safe on
 * several nodes: one conditional UPDATE claims each conversation and moves its quiet period, and the
 * e-mail is written to the outbox in the same transaction, so exactly one node mails and only once.
 */
export class ChatReplyMailer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      config: Config;
      mail: MailService;
      log: FastifyBaseLogger;
    },
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'chat reply e-mails failed'),
      );
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  /** One pass; answers how many e-mails it wrote (tests call it instead of waiting). */
  sweep(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db, clock, mail, config } = this.deps;
    const now = clock();
    const due = new Date(now.getTime() - UNREAD_GRACE_MS);
    const unreadReply = db
      .select({ one: sql`1` })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.conversationId, chatConversations.id),
          eq(chatMessages.sender, 'team'),
          gt(chatMessages.id, chatConversations.customerReadUpTo),
          lte(chatMessages.createdAt, due),
          or(
            isNull(chatConversations.emailQuietUntil),
            gte(chatMessages.createdAt, chatConversations.emailQuietUntil),
          ),
        ),
      );
    const recentlyAnswered = db
      .selectDistinct({ id: chatMessages.conversationId })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sender, 'team'),
          gt(chatMessages.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
          lte(chatMessages.createdAt, due),
        ),
      );
    const written = await db.transaction(async (tx) => {
      const claimed = await tx
        .update(chatConversations)
        .set({ emailQuietUntil: new Date(now.getTime() + QUIET_MS) })
        .where(and(inArray(chatConversations.id, recentlyAnswered), exists(unreadReply)))
        .returning({
          id: chatConversations.id,
          customerId: chatConversations.customerId,
          readUpTo: chatConversations.customerReadUpTo,
        });
      if (claimed.length === 0) return 0;
      let count = 0;
      for (const conversation of claimed) {
        const [person] = await tx
          .select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, conversation.customerId));
        if (!person || person.deletedAt) continue;
        const replies = await tx
          .select({ text: chatMessages.text })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.conversationId, conversation.id),
              eq(chatMessages.sender, 'team'),
              gt(chatMessages.id, conversation.readUpTo),
            ),
          )
          .orderBy(desc(chatMessages.id))
          .limit(REPLIES_QUOTED);
        await mail.enqueue(tx, {
          to: person.email,
          subject: chatTexts.emailSubject,
          ...renderEmail({
            shopName: config.SHOP_NAME,
            heading: `Hello ${person.firstName}, our team replied`,
            paragraphs: [
              ...replies.reverse().map((reply) => reply.text),
              `Continue the conversation at ${chatLink(config)}`,
            ],
          }),
        });
        count += 1;
      }
      return count;
    });
    if (written > 0) mail.kick();
    return written;
  }
}

function chatLink(config: Config): string {
  return new URL('/chat', config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).toString();
}
