import type { FastifyInstance, FastifyRequest } from 'fastify';

interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Calls the in-process API without a network hop, as the visitor (their cookie, token and address). */
export type ApiCaller = (path: string, init?: { method?: string; body?: unknown }) => Promise<ApiResponse>;

interface ShopLoadContext {
  api: ApiCaller;
  publicConfig: PublicConfig;
  /** This response's Content-Security-Policy nonce: every inline script of the page carries it. */
  cspNonce: string;
}

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
}

declare module 'react-router' {
  interface AppLoadContext extends ShopLoadContext {}
}

export function createApiCaller(app: FastifyInstance, request: FastifyRequest): ApiCaller {
  const headers: Record<string, string> = {};
  for (const name of [
    'cookie',
    'authorization',
    'user-agent',
    'accept-language',
    'x-request-id',
    'origin',
    'referer',
    'host',
  ]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (path, init = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `/api${path}`,
      headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      payload: init.body === undefined ? undefined : JSON.stringify(init.body),
      remoteAddress: request.ip,
    });
    const responseHeaders: ApiResponse['headers'] = {};
    for (const [name, value] of Object.entries(response.headers)) {
      responseHeaders[name] = typeof value === 'number' ? String(value) : value;
    }
    return { status: response.statusCode, headers: responseHeaders, body: response.body };
  };
}
