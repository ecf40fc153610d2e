import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { FolderProvider } from './folder.provider.ts';
import { Msg91Provider } from './msg91.provider.ts';
import type { NotificationProvider } from './notification-provider.ts';
import { NotificationsService } from './notifications.service.ts';
import { OrderUpdatesWorker } from './notifications.worker.ts';

/** `order_placed:1234,order_delivered:5678` → a map of our templates to MSG91's SMS template ids. */
function smsTemplates(list: string | undefined): Record<string, string> {
  const pairs = (list ?? '').split(',').map((pair) => pair.split(':').map((part) => part.trim()));
  return Object.fromEntries(pairs.filter(([name, id]) => name && id));
}

/** MSG91 with an auth key, else the folder: nothing leaves the machine without configuration. */
function createNotificationProvider(config: Config): NotificationProvider {
  if (!config.MSG91_AUTH_KEY) return new FolderProvider(config.notificationsDir);
  return new Msg91Provider({
    authKey: config.MSG91_AUTH_KEY,
    whatsappNumber: config.MSG91_WHATSAPP_NUMBER,
    whatsappNamespace: config.MSG91_WHATSAPP_NAMESPACE,
    smsTemplates: smsTemplates(config.MSG91_SMS_TEMPLATES),
    apiUrl: config.MSG91_API_URL,
    timeoutMs: config.MSG91_TIMEOUT_MS,
  });
}

/** The notifications service and its worker, built once by the composition root (app.ts). */
export function createNotifications(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  provider?: NotificationProvider;
}) {
  const { db, clock, config, log } = deps;
  const provider = deps.provider ?? createNotificationProvider(config);
  const worker = new OrderUpdatesWorker({ db, clock, provider, log });
  const notifications = new NotificationsService({ db, clock, shopName: config.SHOP_NAME, worker });
  return { notifications, notificationsWorker: worker };
}
