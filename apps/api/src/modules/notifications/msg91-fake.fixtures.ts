import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message the fake took: which API, to whom, and the template with its variables. */
export interface FakeMessage {
  api: 'whatsapp' | 'sms';
  to: string;
  template: string;
  variables: string[];
}

/**
 * How the fake answers the next calls: `ok`; `error` (500, nothing taken); `refuse` (400, MSG91's
 * error body, nothing taken); `slow-once` (takes the message, then answers after the client has given
 * up, once: a timeout whose message went all the same).
 */
type FakeMode = 'ok' | 'error' | 'refuse' | 'slow-once';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

interface CallBody {
  integrated_number?: string;
  content_type?: string;
  payload?: {
    template?: {
      name?: string;
      to_and_components?: { to: string[]; components: Record<string, { type: string; value: string }> }[];
    };
  };
  template_id?: string;
  recipients?: Record<string, string>[];
}

/** What MSG91 would deliver for a call: WhatsApp's body_1… or the flow's var1…, in order. */
function messageOf(path: string, body: CallBody): FakeMessage | null {
  if (path === '/api/v5/whatsapp/whatsapp-outbound-message/bulk/') {
    const template = body.payload?.template;
    const target = template?.to_and_components?.[0];
    if (body.content_type !== 'template' || !body.integrated_number || !template?.name || !target)
      return null;
    const { components } = target;
    const variables = Object.keys(components)
      .sort((a, b) => Number(a.split('_')[1]) - Number(b.split('_')[1]))
      .map((key) => components[key]!.value);
    return { api: 'whatsapp', to: target.to[0] ?? '', template: template.name, variables };
  }
  if (path === '/api/v5/flow') {
    const recipient = body.recipients?.[0];
    if (!body.template_id || !recipient?.mobiles) return null;
    const fields = recipient;
    const variables = Object.keys(recipient)
      .filter((key) => /^var\d+$/.test(key))
      .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
      .map((key) => String(fields[key]));
    return { api: 'sms', to: recipient.mobiles, template: body.template_id, variables };
  }
  return null;
}

/**
 * A stand-in for MSG91's WhatsApp outbound and SMS Flow APIs on loopback: checks the `authkey` header
 * and the body's shape, answers as MSG91 does (`{ type: 'success', message: <request id> }`, or
 * `{ type: 'error', message }`) and keeps every message it took in `delivered`.
 */
export async function startFakeMsg91(options: { authKey: string; slowMs: number }) {
  const state = { mode: 'ok' as FakeMode, calls: 0 };
  const delivered: FakeMessage[] = [];
  let counter = 0;
  const server = createServer(async (request, response) => {
    state.calls += 1;
    const raw = await readBody(request);
    const answer = (status: number, body: unknown) => {
      response.statusCode = status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (request.headers.authkey !== options.authKey) {
      answer(401, { type: 'error', message: 'Authentication failure' });
      return;
    }
    const message = messageOf(request.url ?? '', JSON.parse(raw || '{}') as CallBody);
    if (!message) {
      answer(400, { type: 'error', message: 'Invalid request' });
      return;
    }
    if (state.mode === 'error') {
      answer(500, { type: 'error', message: 'Internal server error' });
      return;
    }
    if (state.mode === 'refuse') {
      answer(400, { type: 'error', message: 'Mobile number not valid' });
      return;
    }
    delivered.push(message);
    counter += 1;
    const body = { type: 'success', message: `req-${counter}` };
    if (state.mode === 'slow-once') {
      state.mode = 'ok';
      setTimeout(() => answer(200, body), options.slowMs).unref();
      return;
    }
    answer(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
