import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { outbox, reviewInvites, users } from '../../db/schema/index.ts';
import { EmailPreferences } from '../email-preferences/index.ts';
import { admin, call, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { buyer, moveTo } from './reviews.fixtures.ts';
import { INVITE_AFTER_DAYS, ReviewInviteWorker } from './reviews.invites.ts';

const DAY = 86_400_000;
let database: Database;
let api: TestApi;
let worker: ReviewInviteWorker;
let owner: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database, {}, { onReviewInviteWorker: (made) => (worker = made) });
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const invitesTo = (email: string) =>
  database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(asc(outbox.createdAt))
    .then((rows) => rows.filter((row) => row.subject.startsWith('How was your order')));

describe('the review invitation', () => {
  it('goes once per order, a few days after delivery, with its unsubscribe link; not to one who opted out', async () => {
    const first = await buyer(api, database, owner.token, 'Ashwagandha Root');
    const second = await buyer(api, database, owner.token, 'Brahmi Tablets');
    const { email } = first.customer;
    const otherEmail = second.customer.email;

    await worker.flush();
    expect(await invitesTo(email)).toHaveLength(0);

    // The second customer stops review invitations with their link from an earlier e-mail.
    api.clock.advance(INVITE_AFTER_DAYS * DAY + 60_000);
    const preferences = new EmailPreferences({ db: database.db, config: api.config, clock: api.clock.now });
    const link = new URL((await preferences.unsubscribeLink(second.customer.id, 'review_invite')).url);
    const stop = await call(api.app, 'POST', '/mail/unsubscribe', undefined, {
      token: link.searchParams.get('token')!,
    });
    expect(stop.statusCode).toBe(200);

    // Two runs at once (two nodes) and a later one still send a single invitation.
    const otherNode = new ReviewInviteWorker({
      db: database.db,
      clock: api.clock.now,
      config: api.config,
      mail: api.mail,
      emailPreferences: preferences,
      log: api.app.log,
    });
    await Promise.all([worker.flush(), otherNode.flush()]);
    await worker.flush();
    const sent = await invitesTo(email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Ashwagandha Root');
    expect(sent[0]!.text).toContain(`/ProductDetailsById/${first.product.id}#reviews`);
    expect(sent[0]!.text).toContain('/unsubscribe?kind=review_invite&token=');
    expect(sent[0]!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringContaining('/api/mail/unsubscribe?token=review_invite.'),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await invitesTo(otherEmail)).toHaveLength(0);
  });

  it('skips an order being returned and a deleted account, and one failing order does not hold up the others', async () => {
    const failing = await buyer(api, database, owner.token, 'Neem Capsules');
    const returned = await buyer(api, database, owner.token, 'Tulsi Drops');
    const deleted = await buyer(api, database, owner.token, 'Amla Juice');
    const fine = await buyer(api, database, owner.token, 'Giloy Tablets');
    await moveTo(api.app, owner.token, returned.orderId, 'return_requested');
    await database.db
      .update(users)
      .set({ deletedAt: api.clock.now() })
      .where(eq(users.id, deleted.customer.id));
    api.clock.advance(INVITE_AFTER_DAYS * DAY + 60_000);

    // This node's mail refuses the first customer's invitation every time (a bad address, a bug).
    const mail = Object.create(api.mail) as typeof api.mail;
    mail.enqueue = async (tx, message) => {
      if (message.to === failing.customer.email) throw new Error('cannot render this one');
      return api.mail.enqueue(tx, message);
    };
    const node = new ReviewInviteWorker({
      db: database.db,
      clock: api.clock.now,
      config: api.config,
      mail,
      emailPreferences: new EmailPreferences({ db: database.db, config: api.config, clock: api.clock.now }),
      log: api.app.log,
    });
    await node.flush();
    expect(await invitesTo(fine.customer.email)).toHaveLength(1);
    expect(await invitesTo(returned.customer.email)).toHaveLength(0);
    expect(await invitesTo(deleted.customer.email)).toHaveLength(0);
    expect(await invitesTo(failing.customer.email)).toHaveLength(0);

    // Tried again by the next pass (twice so far), then given up on the third: recorded with no e-mail,
    // so it no longer heads every pass.
    const recorded = () =>
      database.db.select().from(reviewInvites).where(eq(reviewInvites.orderId, failing.orderId));
    expect(await recorded()).toHaveLength(0);
    await node.flush();
    expect(await recorded()).toHaveLength(1);
    expect(await invitesTo(failing.customer.email)).toHaveLength(0);
  });
});
