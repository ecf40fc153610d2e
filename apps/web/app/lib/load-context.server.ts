import { createContext, RouterContextProvider } from 'react-router';

interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * Calls the in-process API without a network hop, as the visitor (their cookie, token and address).
 * The body goes as JSON; with `contentType` it is bytes sent as they are (a multipart upload).
 */
export type ApiCaller = (
  path: string,
  init?: { method?: string; body?: unknown; contentType?: string },
) => Promise<ApiResponse>;

/** Settings the pages may show; nothing secret goes in here. */
export interface PublicConfig {
  shopName: string;
  publicUrl: string;
  supportPhone: string;
  supportEmail: string;
  whatsappNumber: string;
  whatsappMessage: string;
  googleClientId: string | null;
  /** False when the shop takes no online payment (no Razorpay keys, no sandbox): no Pay Now button. */
  onlinePayment: boolean;
  /** The share of page views that report their Core Web Vitals (VITALS_SAMPLE_RATE); unset, none. */
  vitalsSampleRate?: number;
  /** The seller's licence numbers, shown in the footer (FSSAI_LICENCE_NUMBER, AYUSH_LICENCE_NUMBER; ADR 0036). */
  fssaiLicence?: string | null;
  ayushLicence?: string | null;
  /** The largest file the API's upload routes take (UPLOAD_MAX_BYTES), for a form that forwards one. */
  uploadMaxBytes?: number;
}

/** What loaders, actions and the document render read from `context`; server/app.ts provides it per request. */
export type LoadContext = Readonly<RouterContextProvider>;

export const apiContext = createContext<ApiCaller>();
export const publicConfigContext = createContext<PublicConfig>();
/** This response's Content-Security-Policy nonce: every inline script of the page carries it. */
export const cspNonceContext = createContext<string>();

/**
 * One request's context. server/app.ts calls it through the server build (entry.server.tsx passes it
 * on), so the keys it sets are the very ones the build's loaders read: the compiled server bundles its
 * own copy of app modules, whose keys would be different objects.
 */
export function createLoadContext(values: {
  api: ApiCaller;
  publicConfig: PublicConfig;
  cspNonce: string;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiContext, values.api);
  context.set(publicConfigContext, values.publicConfig);
  context.set(cspNonceContext, values.cspNonce);
  return context;
}
