import { isIP } from 'node:net';
import path from 'node:path';
import { parseSupportHours } from '@shop/shared';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from './data-dir.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
const optionalUrl = z.url().optional();

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (10.0.0.0/8, fd00::/8) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none (`false`), the last N hops, or
 * the proxies' own addresses. `true` (every hop) is refused: it lets any client pick its address and
 * escape the per-IP limits (docs/decisions/0008).
 */
const TrustProxySchema = z.string().transform((value, context): false | number | string[] => {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (text !== 'true' && entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: 'custom',
    message:
      'give the number of proxies in front of the shop (for example 1) or their addresses ' +
      '(for example 10.0.0.0/8,127.0.0.1); "true" would trust a forged X-Forwarded-For from anyone',
  });
  return z.NEVER;
});

/** The demo seller's numbers: fine on a demo shop's invoices, refused on a live one's. */
const demoSeller = { gstin: '29ABCDE1234F1Z5', fssai: '10000000000000' } as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Unset: demo data outside production only (resolved in loadConfig). */
  SEED_DEMO: bool.optional(),
  TRUST_PROXY: TrustProxySchema.default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** Multiplies the sign-in, code and password limits (accounts.limits.ts): for test shops, never a live one. */
  AUTH_LIMITS_SCALE: z.coerce.number().int().min(1).max(10_000).default(1),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The share of page views whose Core Web Vitals the browser reports (docs/ARCHITECTURE.md, Field data). */
  VITALS_SAMPLE_RATE: z.coerce
    .number('must be a number from 0 to 1')
    .min(0, 'must be from 0 (none) to 1 (every page view)')
    .max(1, 'must be from 0 (none) to 1 (every page view)')
    .default(0.1),
  SHOP_NAME: z.string().min(1).default('Ayurveda Wellness Store'),
  SUPPORT_PHONE: z.string().min(5).default('+91 98765 43210'),
  SUPPORT_EMAIL: z.email().default('support@ayurwellness.example'),
  /** When the live chat's team answers, India time (docs/PRODUCT.md, Live chat). */
  SUPPORT_HOURS: z
    .string()
    .default('Mon-Sat 10:00-18:00')
    .transform((text, context) => {
      try {
        return parseSupportHours(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * The longest one live chat stream stays open; the browser then reconnects and its session is
   * checked again (docs/ARCHITECTURE.md, Live updates).
   */
  CHAT_STREAM_MAX_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1)
    .max(3600)
    .default(900),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only, with the country code (for example 919876543210)')
    .default('919876543210'),
  WHATSAPP_MESSAGE: z
    .string()
    .min(1)
    .default('Hello! I would like to know more about your medical services.'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_OUTBOX: bool.default(false),
  MAIL_FROM: z.string().min(3).default('Ayurveda Wellness Store <no-reply@ayurwellness.example>'),
  PAYMENTS_SANDBOX: bool.optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: optionalUrl,
  RAZORPAY_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(100)
    .max(120_000)
    .default(15_000),
  /** Order updates by WhatsApp or SMS through MSG91; without the key they go to DATA_DIR/notifications. */
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only, with the country code (for example 919876543210)')
    .optional(),
  MSG91_WHATSAPP_NAMESPACE: z.string().min(1).optional(),
  MSG91_SMS_TEMPLATES: z
    .string()
    .regex(/^\s*\w+\s*:\s*[\w-]+\s*(,\s*\w+\s*:\s*[\w-]+\s*)*$/, 'must be template:id pairs, comma-separated')
    .optional(),
  MSG91_API_URL: optionalUrl,
  MSG91_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(100)
    .max(120_000)
    .default(10_000),
  /** Shipments (docs/decisions/0026): Shiprocket with both credentials, else the sandbox outside production. */
  SHIPPING_SANDBOX: bool.optional(),
  SHIPROCKET_EMAIL: z.email().optional(),
  SHIPROCKET_PASSWORD: z.string().min(1).optional(),
  SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in'),
  /** The token Shiprocket sends in x-api-key with each tracking webhook; unset, the webhook is refused. */
  SHIPROCKET_WEBHOOK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHIPROCKET_PICKUP_LOCATION: z.string().min(1).default('Primary'),
  SHIPROCKET_TIMEOUT_MS: z.coerce
    .number()
    .int('must be a whole number of milliseconds')
    .min(100)
    .max(120_000)
    .default(15_000),
  /** Cash on Delivery orders one account may have on the way (placed, processing or shipped). */
  COD_MAX_OPEN_ORDERS: z.coerce.number().int('must be a whole number of orders').min(1).default(3),
  /** What those orders may add up to, in whole rupees (docs/PRODUCT.md §4.6). */
  COD_MAX_OPEN_VALUE: z.coerce.number().int('must be a whole number of rupees').min(1).default(10_000),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: optionalUrl,
  ADMIN_EMAIL: z.email().default('admin@ayurwellness.example'),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SELLER_NAME: z.string().min(1).default('Ayurveda Wellness Private Limited'),
  SELLER_ADDRESS: z.string().min(1).default('12 MG Road, Bengaluru, Karnataka 560001'),
  SELLER_STATE: z.string().min(1).default('Karnataka'),
  SELLER_GSTIN: z.string().min(15).max(15).default(demoSeller.gstin),
  /** The seller's FSSAI licence (14 digits), on invoices and in the footer; the default is a demo number. */
  FSSAI_LICENCE_NUMBER: z
    .string()
    .regex(/^\d{14}$/, 'must be the 14 digits of the FSSAI licence')
    .default(demoSeller.fssai),
  /** The AYUSH manufacturing licence, where the shop's products need one; unset: not shown. */
  AYUSH_LICENCE_NUMBER: z.string().trim().min(3).max(40).optional(),
});

/** Settings that are only wrong together; each problem is one line naming the variable to set. */
const CheckedEnvSchema = EnvSchema.superRefine((env, context) => {
  for (const [set, missing] of [
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
    ['RAZORPAY_KEY_SECRET', 'RAZORPAY_KEY_ID'],
    ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD'],
    ['SHIPROCKET_PASSWORD', 'SHIPROCKET_EMAIL'],
  ] as const) {
    if (env[set] && !env[missing]) {
      context.addIssue({ code: 'custom', path: [missing], message: `required when ${set} is set` });
    }
  }
  // A live shop whose codes and order e-mails only land in DATA_DIR/outbox would look fine and mail nobody.
  const publicHttps = env.PUBLIC_URL?.startsWith('https://') ?? false;
  // Nor may it print the demo seller's GSTIN or FSSAI licence on its tax invoices and footer.
  for (const [name, demo] of [
    ['SELLER_GSTIN', demoSeller.gstin],
    ['FSSAI_LICENCE_NUMBER', demoSeller.fssai],
  ] as const) {
    if (isProduction(env) && publicHttps && env[name] === demo) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'required in production at an https PUBLIC_URL: the default is a demo number for invoices',
      });
    }
  }
  if (isProduction(env) && publicHttps && !env.SMTP_URL && !env.MAIL_OUTBOX) {
    context.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message:
        'required in production at an https PUBLIC_URL, or e-mails are only written to DATA_DIR/outbox; ' +
        'set MAIL_OUTBOX=true if that is what you want',
    });
  }
});

type Env = z.infer<typeof EnvSchema>;
export type Config = Omit<Env, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  notificationsDir: string;
};

/**
 * Whether a live shop's safety defaults apply (no payment sandbox, Secure cookies, no demo data, no
 * generated admin password in the log, SMTP required): NODE_ENV=production, or an https PUBLIC_URL,
 * because `npm start` sets no NODE_ENV and a shop at a public https address is live whatever NODE_ENV
 * says. NODE_ENV=test is the test runner's own. Rendering follows NODE_ENV alone (ADR 0023).
 */
export function isProduction(config: { NODE_ENV: Env['NODE_ENV']; PUBLIC_URL?: string }): boolean {
  if (config.NODE_ENV === 'production') return true;
  return config.NODE_ENV !== 'test' && (config.PUBLIC_URL?.startsWith('https://') ?? false);
}

export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; every bad variable gets one line naming it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = CheckedEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    // The demo data holds FREEDOM100 (100 % off): a live shop gets it only when SEED_DEMO=true asks.
    SEED_DEMO: parsed.data.SEED_DEMO ?? !isProduction(parsed.data),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    notificationsDir: path.join(dataDir, 'notifications'),
  };
}

/** A configuration for tests: in-memory database, quiet logs, no demo images unless asked. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...overrides });
}

/**
 * How this shop takes online payment: Razorpay with both keys; else the local sandbox outside
 * production (`isProduction`), or in production only with PAYMENTS_SANDBOX=true; else none (Cash on Delivery only).
 * An explicit PAYMENTS_SANDBOX=false turns the sandbox off anywhere.
 */
export function onlinePaymentMode(config: Config): 'razorpay' | 'sandbox' | 'off' {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) return 'razorpay';
  const sandbox = config.PAYMENTS_SANDBOX ?? !isProduction(config);
  return sandbox ? 'sandbox' : 'off';
}

/**
 * Who books this shop's couriers: Shiprocket with both credentials; else the local shipping sandbox
 * outside production (`isProduction`), or in production only with SHIPPING_SANDBOX=true; else
 * nobody, and the owner types each courier's AWB by hand (docs/decisions/0026).
 */
export function shippingMode(config: Config): 'shiprocket' | 'sandbox' | 'manual' {
  if (config.SHIPROCKET_EMAIL && config.SHIPROCKET_PASSWORD) return 'shiprocket';
  const sandbox = config.SHIPPING_SANDBOX ?? !isProduction(config);
  return sandbox ? 'sandbox' : 'manual';
}
