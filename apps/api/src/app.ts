import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, isProduction } from './config.ts';
import type { ApiContext } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { hasCategories } from './db/seed/catalogue-state.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { named } from './lib/plugin-name.ts';
import {
  type AuthLimits,
  authRoutes,
  changeRole,
  createAccounts,
  scaledAuthLimits,
} from './modules/accounts/index.ts';
import { adminRoutes, createAdminConsole, recordAudit } from './modules/admin/index.ts';
import {
  BatchExpirySweep,
  BatchesAdmin,
  batchesAdminRoutes,
  expiringBatches,
} from './modules/batches/index.ts';
import { BlogService, blogRoutes } from './modules/blog/index.ts';
import { BundlesAdmin, bundlesAdminRoutes, bundlesRoutes } from './modules/bundles/index.ts';
import {
  CartService,
  cartRoutes,
  removeBundleFromCarts,
  removeProductFromCarts,
} from './modules/cart/index.ts';
import { CartReminderWorker, cartRemindersAdminRoutes } from './modules/cart-reminders/index.ts';
import {
  CatalogService,
  CategoriesAdmin,
  catalogAdminRoutes,
  catalogRoutes,
  ProductsAdmin,
} from './modules/catalog/index.ts';
import { adminChatRoutes, chatRoutes, createChat } from './modules/chat/index.ts';
import {
  type ConsultationLimits,
  ConsultationsAdmin,
  ConsultationsService,
  consultationsAdminRoutes,
  consultationsRoutes,
} from './modules/consultations/index.ts';
import { ContactAdmin, ContactService, contactAdminRoutes, contactRoutes } from './modules/contact/index.ts';
import { EmailPreferences, emailPreferencesRoutes } from './modules/email-preferences/index.ts';
import { gstReportsRoutes } from './modules/gst-reports/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { createTransport, MailService } from './modules/mail/index.ts';
import { createUploadStore, DatabaseUploads, mediaRoutes } from './modules/media/index.ts';
import { metricsRoutes } from './modules/metrics/index.ts';
import {
  NewsletterAdmin,
  NewsletterService,
  newsletterAdminRoutes,
  newsletterRoutes,
} from './modules/newsletter/index.ts';
import {
  createNotifications,
  notificationsRoutes,
  type OrderUpdatesWorker,
} from './modules/notifications/index.ts';
import { OrdersAdmin, OrdersService, ordersAdminRoutes, ordersRoutes } from './modules/orders/index.ts';
import {
  createPaymentProvider,
  PaymentsService,
  PaymentWebhooks,
  paymentsRoutes,
  SandboxPayments,
} from './modules/payments/index.ts';
import { PromoAdmin, PromoService, promoAdminRoutes, promoRoutes } from './modules/promo/index.ts';
import { QuizAdmin, QuizService, quizAdminRoutes, quizRoutes } from './modules/quiz/index.ts';
import {
  RefundsAdmin,
  RefundsService,
  RefundWorker,
  refundsAdminRoutes,
  refundsRoutes,
} from './modules/refunds/index.ts';
import {
  ReviewInviteWorker,
  ReviewsAdmin,
  ReviewsService,
  reviewsAdminRoutes,
  reviewsRoutes,
} from './modules/reviews/index.ts';
import { salesReportsRoutes } from './modules/sales-reports/index.ts';
import {
  checkPincode,
  createShippingProvider,
  ShipmentsService,
  ShippingWorker,
  shipmentsAdminRoutes,
  shippingAdminRoutes,
  shippingRoutes,
  shippingRules,
  shippingTrackingRoutes,
} from './modules/shipping/index.ts';
import { StorefrontService, storefrontAdminRoutes, storefrontRoutes } from './modules/storefront/index.ts';
import { WebVitalsService, webVitalsRoutes } from './modules/web-vitals/index.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { authPlugin } from './plugins/auth.ts';
import { answerClientError, registerApiFallback, registerErrorHandlers } from './plugins/errors.ts';
import { loggerOptions } from './plugins/logging.ts';
import { rateLimitStore } from './plugins/rate-limit-store.ts';
import { schemaCompilersOnFirstUse } from './plugins/schema-compilers.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';

export interface ApiOptions {
  config: Config;
  /** An open, migrated database; when omitted one is opened from the configuration and seeded. */
  database?: Database;
  clock?: Clock;
  /** The e-mail outbox worker; by default one is made from the configuration (tests pass theirs to flush it). */
  mail?: MailService;
  /** Lower abuse limits on the account routes (tests prove a 429 quickly). */
  authLimits?: Partial<AuthLimits>;
  /** Lower or higher limits on booking writes (tests prove a 429, or make many bookings). */
  consultationLimits?: Partial<ConsultationLimits>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
  /** Hands the refund worker out (tests `await worker.flush()` instead of waiting for its timer). */
  onRefundWorker?: (worker: RefundWorker) => void;
  /** Hands the order-updates worker out (tests flush it; docs/decisions/0027). */
  onNotificationsWorker?: (worker: OrderUpdatesWorker) => void;
  /** Hands the shipping worker out (tests flush it instead of waiting for its timer). */
  onShippingWorker?: (worker: ShippingWorker) => void;
  /** Hands the cart reminder worker out (tests move the clock and flush it; docs/decisions/0032). */
  onCartReminderWorker?: (worker: CartReminderWorker) => void;
  /** Hands the review invitation worker out (tests move the clock and flush it; ADR 0029). */
  onReviewInviteWorker?: (worker: ReviewInviteWorker) => void;
  /** Hands the batch expiry sweep out (tests move the clock and flush it; ADR 0036). */
  onBatchExpirySweep?: (sweep: BatchExpirySweep) => void;
}

/**
 * Opens the configured database, applies migrations, and seeds the demo catalogue into an empty one.
 * On PostgreSQL, files an earlier single-machine shop left in DATA_DIR/uploads are copied into the
 * uploads table first, so every node serves them (ADR 0019).
 */
export async function prepareDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const uploads = createUploadStore(database, config.uploadsDir);
  if (uploads instanceof DatabaseUploads) await uploads.importFolder(config.uploadsDir);
  // The demo data, its checks and its renderers load only when there is an empty catalogue to fill, not
  // at every restart (docs/PERFORMANCE.md, Restart).
  if (config.SEED_DEMO && !(await hasCategories(database))) {
    const { seedDemoCatalogue } = await import('./db/seed/seed.ts');
    await seedDemoCatalogue(database, config);
  }
  return database;
}

/**
 * How long a client may take to send a whole request (a 5 MB upload on a slow mobile link fits), and
 * how long a connection may sit idle: a client that trickles bytes cannot hold a socket for ever.
 */
const REQUEST_TIMEOUT_MS = 60_000;
const CONNECTION_TIMEOUT_MS = 120_000;

/** TRUST_PROXY as Fastify takes it: a hop count trusts the nearest N addresses of the chain. */
function trustProxy(setting: Config['TRUST_PROXY']): NonNullable<FastifyServerOptions['trustProxy']> {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** Shared by the standalone API and the web server that mounts it: logging, request ids, limits. */
export function serverOptions(config: Config, logStream?: Writable): FastifyServerOptions {
  return {
    logger: loggerOptions(config, logStream),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestTimeout: REQUEST_TIMEOUT_MS,
    clientErrorHandler: answerClientError,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    // A request that arrives while the server begins to close (its preClose hooks) is answered, not
    // refused with a 503: the server stops accepting only afterwards, and on a socket systemd holds, the
    // connections after that wait for the next process (docs/decisions/0039).
    return503OnClosing: false,
    schemaController: schemaCompilersOnFirstUse(),
    // A first start renders the demo catalogue's images inside the API plugin when no database is given.
    pluginTimeout: 120_000,
  };
}

/**
 * The composition root: every service of the API is built here, once per instance, and handed to
 * the modules that use it. No module builds another module's service.
 */
async function buildContext(
  options: ApiOptions,
  database: Database,
  log: FastifyBaseLogger,
): Promise<ApiContext> {
  const { config } = options;
  const db = database.db;
  const clock = options.clock ?? systemClock;
  const uploads = createUploadStore(database, config.uploadsDir);
  const catalog = new CatalogService(database);
  const mail = options.mail ?? new MailService({ db, clock, transport: createTransport(config), log });
  const accounts = createAccounts({ db, config, clock, mail });
  // Marketing e-mails' opt-outs and signed unsubscribe links (docs/decisions/0032-cart-reminders.md).
  const emailPreferences = new EmailPreferences({ db, config, clock });
  await accounts.admins.ensureFirstAdmin(config, log);
  // Shipping and the Cash on Delivery fee are priced from the owner's rules (read from memory).
  const shipping = {
    rules: () => shippingRules(db),
    checkPincode: (pincode: string, now: Date) => checkPincode(db, pincode, now),
  };
  const cart = new CartService({
    db,
    clock,
    shippingRules: shipping.rules,
    // The promotions engine prices every cart answer (docs/decisions/0034-promotion-engine.md).
    price: (executor, input) => promo.price(executor, input),
  });
  const promo = new PromoService({ db, clock });
  // Reminders of carts left behind, written to the outbox by their worker (ADR 0032).
  const cartReminderWorker = new CartReminderWorker({
    db,
    clock,
    config,
    mail,
    emailPreferences,
    log,
    readCart: async (executor, userId) =>
      (await cart.lines(executor, userId, { images: false })).map((line) => ({
        name: line.product.name,
        quantity: line.quantity,
        unitPricePaise: line.product.unitPricePaise,
        stock: line.product.stock,
      })),
  });
  options.onCartReminderWorker?.(cartReminderWorker);
  // Review invitations a few days after delivery, once per order (docs/decisions/0029-review-moderation.md).
  const reviewInviteWorker = new ReviewInviteWorker({ db, clock, config, mail, emailPreferences, log });
  options.onReviewInviteWorker?.(reviewInviteWorker);
  const provider = await createPaymentProvider(config, db, clock);
  if (!provider) {
    log.warn(
      'Online payment is off: no Razorpay keys, and PAYMENTS_SANDBOX is not true in production. ' +
        'The shop offers Cash on Delivery only.',
    );
  }
  if (config.SEED_DEMO && isProduction(config)) {
    log.warn(
      'SEED_DEMO=true in production: an empty catalogue is filled with the demo products and promo codes, ' +
        'FREEDOM100 (100 % off) among them. Remove them before taking orders, and unset SEED_DEMO.',
    );
  }
  // Refunds: recorded in the causing transaction, issued to the provider by their own worker (ADR 0016).
  const refunds = new RefundsService({ db, config, clock, provider, mail, log });
  const refundWorker = new RefundWorker({ db, clock, provider, refunds, log });
  refunds.wakeWith(() => refundWorker.kick());
  options.onRefundWorker?.(refundWorker);
  // Order updates by WhatsApp or SMS: written in the causing transaction, sent by their worker (ADR 0027).
  const { notifications, notificationsWorker } = createNotifications({ db, clock, config, log });
  options.onNotificationsWorker?.(notificationsWorker);
  const orders = new OrdersService({
    db,
    config,
    clock,
    cart,
    promo,
    mail,
    catalog,
    refunds,
    notifications,
    shipping,
  });
  mail.renderAttachments('invoice', (orderId) => orders.invoicePdfForMail(orderId));
  mail.renderAttachments('credit-note', (refundId) => refunds.creditNotePdfForMail(refundId));
  const paymentDeps = { db, config, clock, provider, cart, promo, orders, mail, log, refunds };
  const payments = new PaymentsService(paymentDeps);
  const paymentWebhooks = new PaymentWebhooks(paymentDeps, payments);
  const paymentSandbox = new SandboxPayments(paymentDeps, payments);
  // Shipments: rows written by the console, booked and tracked by their worker (ADR 0026).
  const shippingProvider = createShippingProvider(config, clock);
  const shipments = new ShipmentsService({
    db,
    config,
    clock,
    mail,
    orders,
    log,
    provider: shippingProvider?.name ?? 'manual',
    onUpdate: async ({ kind, ...update }) => {
      await db.transaction((tx) => notifications.enqueueOrderUpdate(tx, { ...update, event: kind }));
      notifications.kick();
    },
  });
  orders.guardCancelWith((tx, orderId) => shipments.withCourier(tx, orderId));
  const shippingWorker = new ShippingWorker({ db, clock, provider: shippingProvider, shipments, log });
  shipments.wakeWith(() => shippingWorker.kick());
  options.onShippingWorker?.(shippingWorker);
  const blog = new BlogService({ db, clock, catalog });
  const contact = new ContactService({ db, mail, config, clock });
  const quiz = new QuizService({ db, clock });
  const newsletter = new NewsletterService({ db, mail, config, clock });
  const webVitals = new WebVitalsService({ db, clock });
  // The home and landing pages' marketing: served from the catalogue's cache, cleared like it (ADR 0030).
  const storefront = new StorefrontService({ db, clock, catalog, promo });
  const { sessions } = accounts;
  const accessChanged = sessions.accessChanged.bind(sessions);
  // The owner's side of each capability (docs/decisions/0014); every catalogue change drops the shop's
  // cached catalogue here and, through NOTIFY, on every node.
  const catalogChanged = () => catalog.changed();
  const productsAdmin = new ProductsAdmin({
    db,
    clock,
    uploads,
    catalogChanged,
    removeFromCarts: removeProductFromCarts,
  });
  const categoriesAdmin = new CategoriesAdmin({ db, catalogChanged });
  const bundlesAdmin = new BundlesAdmin({
    db,
    clock,
    uploads,
    catalogChanged,
    removeFromCarts: removeBundleFromCarts,
  });
  // Batches and best-before days; the sweep writes off expired batches' units (docs/decisions/0036).
  const batchesAdmin = new BatchesAdmin({ db, clock, catalogChanged });
  const batchExpirySweep = new BatchExpirySweep({ db, clock, catalogChanged, log });
  options.onBatchExpirySweep?.(batchExpirySweep);
  const ordersAdmin = new OrdersAdmin({ db, clock, orders });
  const refundsAdmin = new RefundsAdmin({ db, clock, refunds });
  // A published or hidden review changes the product's stored rating, which product answers carry.
  const reviews = new ReviewsService({ db, clock, uploads, catalogChanged });
  const reviewsAdmin = new ReviewsAdmin({ db, clock, catalogChanged });
  const promoAdmin = new PromoAdmin({ db });
  const contactAdmin = new ContactAdmin({ db });
  const quizAdmin = new QuizAdmin({ db });
  const newsletterAdmin = new NewsletterAdmin({ db, clock });
  const latestOrders = (limit: number) => ordersAdmin.latest(limit);
  const webPerformance = () => webVitals.summary();
  const adminConsole = createAdminConsole({
    db,
    clock,
    latestOrders,
    webPerformance,
    expiringBatches: () => expiringBatches(db, clock()),
    accessChanged,
    changeRole,
  });
  const consultations = new ConsultationsService({ db, clock, mail, config });
  const consultationsAdmin = new ConsultationsAdmin({ db, clock, mail, config });
  const sessionHolder = (id: string) => sessions.holder(id);
  // The listening connections open last, once nothing before them can refuse the start (a missing
  // ADMIN_PASSWORD): closing the database of a refused start would otherwise wait for them for ever.
  await catalog.listen();
  const chat = await createChat({ database, clock, config, mail, log, sessionHolder }).catch(
    async (error: unknown) => {
      await catalog.close();
      throw error;
    },
  );
  // Ended sessions and changed rights close the streams they opened, on every node.
  sessions.whenAccessChanges((change) => chat.chatHub.revoke(change));
  return {
    config,
    database,
    uploads,
    audit: { record: (actor, entry) => recordAudit(db, actor, entry) },
    clock,
    catalog,
    mail,
    emailPreferences,
    cartReminderWorker,
    accounts,
    cart,
    promo,
    orders,
    refunds,
    refundWorker,
    reviews,
    reviewsAdmin,
    reviewInviteWorker,
    notifications,
    notificationsWorker,
    payments,
    paymentWebhooks,
    paymentSandbox,
    blog,
    contact,
    quiz,
    newsletter,
    webVitals,
    storefront,
    productsAdmin,
    categoriesAdmin,
    bundlesAdmin,
    batchesAdmin,
    batchExpirySweep,
    ordersAdmin,
    refundsAdmin,
    promoAdmin,
    contactAdmin,
    quizAdmin,
    newsletterAdmin,
    adminConsole,
    consultations,
    consultationsAdmin,
    shipments,
    shippingWorker,
    ...chat,
  };
}

/** The whole API as one plugin, mounted at /api by both the web server and buildApi. */
export const apiPlugin: FastifyPluginAsync<ApiOptions> = async (app, options) => {
  const { config } = options;
  const ownsDatabase = !options.database;
  const database = options.database ?? (await prepareDatabase(config));
  const ctx = await buildContext(options, database, app.log);
  const { catalog, mail, chatHub, chatReplyMailer, refundWorker, notificationsWorker } = ctx;
  // The workers' timers start once the whole server is ready: a start refused further on (a plugin
  // failing) leaves none behind to query a database that has been closed.
  app.addHook('onReady', async () => {
    mail.start();
    chatReplyMailer.start();
    refundWorker.start();
    notificationsWorker.start();
    ctx.shippingWorker.start();
    ctx.cartReminderWorker.start();
    ctx.reviewInviteWorker.start();
    ctx.batchExpirySweep.start();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  // Every answer names its request, so a person reporting a problem can quote what the logs hold.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Open chat streams would keep the server from closing: they end first.
  app.addHook('preClose', async () => {
    await chatHub.close();
  });
  app.addHook('onClose', async () => {
    await chatReplyMailer.stop();
    await catalog.close();
    await refundWorker.stop();
    await ctx.shippingWorker.stop();
    await ctx.cartReminderWorker.stop();
    await ctx.reviewInviteWorker.stop();
    await ctx.batchExpirySweep.stop();
    await notificationsWorker.stop();
    await mail.stop();
    if (ownsDatabase) await database.close();
  });

  registerApiDocs(app, { shopName: config.SHOP_NAME });

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // The limit is told with the refusal (429, Retry-After); on every other answer it was 90 bytes of
    // headers that no browser reads.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(await rateLimitStore(config, app)),
  });
  await app.register(authPlugin, { config, sessions: ctx.accounts.sessions });
  await app.register(named(healthRoutes), { ctx });
  await app.register(named(metricsRoutes), { config, database, webVitals: ctx.webVitals });
  await app.register(named(webVitalsRoutes), { ctx, prefix: '/metrics' });
  await app.register(named(authRoutes), {
    ctx,
    prefix: '/auth',
    limits: { ...scaledAuthLimits(config.AUTH_LIMITS_SCALE), ...options.authLimits },
  });
  await app.register(named(catalogRoutes), { ctx, prefix: '/product' });
  await app.register(named(mediaRoutes), { ctx, prefix: '/product' });
  await app.register(named(bundlesRoutes), { ctx, prefix: '/bundles' });
  await app.register(named(cartRoutes), { ctx, prefix: '/cart' });
  await app.register(named(promoRoutes), { ctx, prefix: '/promo' });
  await app.register(named(ordersRoutes), { ctx, prefix: '/order' });
  await app.register(named(refundsRoutes), { ctx, prefix: '/order' });
  await app.register(named(reviewsRoutes), { ctx });
  await app.register(named(paymentsRoutes), { ctx, prefix: '/payment' });
  await app.register(named(blogRoutes), { ctx, prefix: '/blogs' });
  await app.register(named(contactRoutes), { ctx, prefix: '/contact' });
  await app.register(named(quizRoutes), { ctx, prefix: '/quiz' });
  await app.register(named(newsletterRoutes), { ctx, prefix: '/newsletter' });
  await app.register(named(emailPreferencesRoutes), { ctx, prefix: '/mail' });
  await app.register(named(shippingRoutes), { ctx, prefix: '/shipping' });
  await app.register(named(notificationsRoutes), { ctx, prefix: '/notifications' });
  await app.register(named(chatRoutes), { ctx, prefix: '/chat' });
  await app.register(named(adminChatRoutes), { ctx, prefix: '/admin/chat' });
  // Each capability's admin routes under /api/admin, each plugin behind the admin guard; the dashboard,
  // customers and the audit log belong to no one capability.
  await app.register(named(catalogAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(bundlesAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(batchesAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(adminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(ordersAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(refundsAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(reviewsAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(promoAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(contactAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(quizAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(newsletterAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(consultationsRoutes), {
    ctx,
    prefix: '/consultations',
    limits: options.consultationLimits,
  });
  await app.register(named(consultationsAdminRoutes), { ctx, prefix: '/admin/consultations' });
  await app.register(named(shippingAdminRoutes), { ctx, prefix: '/admin/shipping' });
  await app.register(named(cartRemindersAdminRoutes), { ctx, prefix: '/admin/cart-reminders' });
  await app.register(named(shipmentsAdminRoutes), { ctx, prefix: '/admin' });
  await app.register(named(gstReportsRoutes), { ctx, prefix: '/admin' });
  await app.register(named(salesReportsRoutes), { ctx, prefix: '/admin' });
  await app.register(named(shippingTrackingRoutes), { ctx });
  await app.register(named(storefrontRoutes), { ctx });
  await app.register(named(storefrontAdminRoutes), { ctx, prefix: '/admin' });
  registerApiFallback(app);
};

export { documentSecurityHeaders } from './plugins/security-headers.ts';

/** Security headers for API and pages alike (see plugins/security-headers.ts). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(securityHeadersPlugin);
}

/** The API on its own (tests, or running it without pages): everything under /api. */
export async function buildApi(options: ApiOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(options.config, options.logStream));
  await registerSecurityHeaders(app);
  await app.register(named(apiPlugin), { ...options, prefix: '/api' });
  await app.ready();
  return app;
}
