import type { NotificationProvider, OutgoingUpdate, SendOutcome } from './notification-provider.ts';

export interface Msg91Options {
  authKey: string;
  /** The WhatsApp number integrated with MSG91 (country code and digits), or none: WhatsApp refused. */
  whatsappNumber?: string;
  /** The WhatsApp templates' namespace, when the account's templates have one. */
  whatsappNamespace?: string;
  /** Each template's MSG91 SMS template (flow) id, by our template's name. */
  smsTemplates: Record<string, string>;
  apiUrl?: string;
  timeoutMs: number;
}

/** A request to make, or why there is none to make. */
type Call = { refused: string } | { path: string; body: unknown };

/** Network errors that mean the request never reached MSG91, so sending again cannot send twice. */
const NEVER_ARRIVED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

function errorCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { code?: string }).code;
}

/** MSG91's word for what went wrong, from whichever field its answer uses. */
function describe(body: unknown): string {
  if (body && typeof body === 'object') {
    const value = body as Record<string, unknown>;
    for (const key of ['errors', 'message', 'msg', 'error']) {
      const field = value[key];
      if (typeof field === 'string' && field) return field;
      if (field && typeof field === 'object') return JSON.stringify(field).slice(0, 300);
    }
  }
  return 'no reason given';
}

/**
 * MSG91 (docs/decisions/0027): WhatsApp template messages through its WhatsApp outbound API, SMS
 * through its Flow API (DLT-approved templates), both with the account's `authkey` header. A 2xx
 * answer that says success is sent; a 2xx or 4xx that says error is a refusal; a 5xx or a connection
 * that never opened is retried; a timeout is unknown and never sent again.
 */
export class Msg91Provider implements NotificationProvider {
  readonly kind = 'msg91';

  constructor(private readonly options: Msg91Options) {}

  async send(update: OutgoingUpdate): Promise<SendOutcome> {
    const request = update.channel === 'whatsapp' ? this.whatsapp(update) : this.sms(update);
    if ('refused' in request) return { status: 'refused', reason: request.refused };
    const base = (this.options.apiUrl ?? 'https://api.msg91.com').replace(/\/+$/, '');
    let response: Response;
    try {
      response = await fetch(`${base}${request.path}`, {
        method: 'POST',
        headers: {
          authkey: this.options.authKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const code = errorCode(error);
      if (code && NEVER_ARRIVED.has(code)) return { status: 'retry', reason: `MSG91 unreachable (${code})` };
      const timedOut = (error as Error).name === 'TimeoutError';
      return {
        status: 'unknown',
        reason: timedOut
          ? `MSG91 did not answer within ${this.options.timeoutMs} ms`
          : `MSG91 call broke off (${code ?? (error as Error).message})`,
      };
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 500)
      return { status: 'retry', reason: `MSG91 answered ${response.status}: ${describe(body)}` };
    const answer = (body ?? {}) as Record<string, unknown>;
    const success =
      response.ok && answer.hasError !== true && (answer.type === 'success' || answer.status === 'success');
    if (!success)
      return { status: 'refused', reason: `MSG91 refused (${response.status}): ${describe(body)}` };
    const ref = answer.request_id ?? answer.message ?? answer.data;
    return { status: 'sent', ref: typeof ref === 'string' ? ref : JSON.stringify(ref ?? null).slice(0, 200) };
  }

  /** A WhatsApp template message: the template by name in English, its variables as body_1, body_2… */
  private whatsapp(update: OutgoingUpdate): Call {
    const { whatsappNumber, whatsappNamespace } = this.options;
    if (!whatsappNumber) return { refused: 'WhatsApp is not set up with MSG91 (MSG91_WHATSAPP_NUMBER)' };
    const components = Object.fromEntries(
      update.variables.map((value, index) => [`body_${index + 1}`, { type: 'text', value }]),
    );
    return {
      path: '/api/v5/whatsapp/whatsapp-outbound-message/bulk/',
      body: {
        integrated_number: whatsappNumber,
        content_type: 'template',
        payload: {
          messaging_product: 'whatsapp',
          type: 'template',
          template: {
            name: update.template,
            language: { code: 'en', policy: 'deterministic' },
            ...(whatsappNamespace ? { namespace: whatsappNamespace } : {}),
            to_and_components: [{ to: [`91${update.phone}`], components }],
          },
        },
      },
    };
  }

  /** An SMS through a flow: the template's id, the number with its country code, var1, var2… */
  private sms(update: OutgoingUpdate): Call {
    const templateId = this.options.smsTemplates[update.template];
    if (!templateId) return { refused: `No MSG91 SMS template for ${update.template} (MSG91_SMS_TEMPLATES)` };
    const variables = Object.fromEntries(update.variables.map((value, index) => [`var${index + 1}`, value]));
    return {
      path: '/api/v5/flow',
      body: {
        template_id: templateId,
        short_url: '0',
        recipients: [{ mobiles: `91${update.phone}`, ...variables }],
      },
    };
  }
}
