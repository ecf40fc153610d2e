import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Accounts } from './modules/accounts/index.ts';
import type { AdminConsole } from './modules/admin/index.ts';
import type { BatchExpirySweep, BatchesAdmin } from './modules/batches/index.ts';
import type { BlogService } from './modules/blog/index.ts';
import type { BundlesAdmin } from './modules/bundles/index.ts';
import type { CartService } from './modules/cart/index.ts';
import type { CartReminderWorker } from './modules/cart-reminders/index.ts';
import type { CatalogService, CategoriesAdmin, ProductsAdmin } from './modules/catalog/index.ts';
import type { Chat } from './modules/chat/index.ts';
import type { ConsultationsAdmin, ConsultationsService } from './modules/consultations/index.ts';
import type { ContactAdmin, ContactService } from './modules/contact/index.ts';
import type { EmailPreferences } from './modules/email-preferences/index.ts';
import type { MailService } from './modules/mail/index.ts';
import type { UploadAudit, UploadStore } from './modules/media/index.ts';
import type { NewsletterAdmin, NewsletterService } from './modules/newsletter/index.ts';
import type { NotificationsService, OrderUpdatesWorker } from './modules/notifications/index.ts';
import type { OrdersAdmin, OrdersService } from './modules/orders/index.ts';
import type { PaymentsService, PaymentWebhooks, SandboxPayments } from './modules/payments/index.ts';
import type { PromoAdmin, PromoService } from './modules/promo/index.ts';
import type { QuizAdmin, QuizService } from './modules/quiz/index.ts';
import type { RefundsAdmin, RefundsService, RefundWorker } from './modules/refunds/index.ts';
import type { ReviewInviteWorker, ReviewsAdmin, ReviewsService } from './modules/reviews/index.ts';
import type { ShipmentsService, ShippingWorker } from './modules/shipping/index.ts';
import type { StorefrontService } from './modules/storefront/index.ts';
import type { WebVitalsService } from './modules/web-vitals/index.ts';

/**
 * Everything the composition root (app.ts) builds once per API instance. Types only: each route
 * plugin declares the part it takes, so no module file imports this one and no cycle runs through it.
 */
export interface ApiContext extends Chat {
  config: Config;
  database: Database;
  /** Uploaded files: the uploads table on PostgreSQL, DATA_DIR/uploads on PGlite (ADR 0019). */
  uploads: UploadStore;
  /** The admin audit log, for modules the admin module itself depends on (media's uploads). */
  audit: UploadAudit;
  clock: Clock;
  catalog: CatalogService;
  /** The e-mail outbox: `enqueue(tx, message)` inside the transaction that causes the mail. */
  mail: MailService;
  /** Marketing e-mail opt-outs: `unsubscribeLink(userId, kind)` and `optedOut(tx, userId, kind)`. */
  emailPreferences: EmailPreferences;
  /** Reminders of carts left behind; the worker writes them to the outbox (docs/decisions/0032). */
  cartReminderWorker: CartReminderWorker;
  accounts: Accounts;
  cart: CartService;
  promo: PromoService;
  orders: OrdersService;
  /** Refunds and credit notes; the worker issues provider refunds (docs/decisions/0016). */
  refunds: RefundsService;
  refundWorker: RefundWorker;
  /** Reviews from buyers only and the owner's moderation (docs/decisions/0029-review-moderation.md). */
  reviews: ReviewsService;
  reviewsAdmin: ReviewsAdmin;
  reviewInviteWorker: ReviewInviteWorker;
  /** Order updates by WhatsApp or SMS: the customer's choice and the outbox's worker (ADR 0027). */
  notifications: NotificationsService;
  notificationsWorker: OrderUpdatesWorker;
  payments: PaymentsService;
  paymentWebhooks: PaymentWebhooks;
  paymentSandbox: SandboxPayments;
  blog: BlogService;
  contact: ContactService;
  quiz: QuizService;
  newsletter: NewsletterService;
  /** Shoppers' Core Web Vitals (/api/metrics/vitals), summed up for the dashboard and the metrics. */
  webVitals: WebVitalsService;
  /** The home and landing pages' marketing, edited by the owner (docs/decisions/0030). */
  storefront: StorefrontService;
  /** The owner's side of each capability, in its module, mounted under /api/admin. */
  productsAdmin: ProductsAdmin;
  /** Batches and best-before days (ADR 0036): the owner's side and the expiry sweep. */
  batchesAdmin: BatchesAdmin;
  batchExpirySweep: BatchExpirySweep;
  categoriesAdmin: CategoriesAdmin;
  bundlesAdmin: BundlesAdmin;
  ordersAdmin: OrdersAdmin;
  refundsAdmin: RefundsAdmin;
  promoAdmin: PromoAdmin;
  contactAdmin: ContactAdmin;
  quizAdmin: QuizAdmin;
  newsletterAdmin: NewsletterAdmin;
  /** What belongs to no one capability (/api/admin): the dashboard, customers' roles, the audit log. */
  adminConsole: AdminConsole;
  /** Consultation booking (/api/consultations) and the owner's side (/api/admin/consultations). */
  consultations: ConsultationsService;
  consultationsAdmin: ConsultationsAdmin;
  /** Shipments booked and tracked; the worker makes every courier call (docs/decisions/0026). */
  shipments: ShipmentsService;
  shippingWorker: ShippingWorker;
}
