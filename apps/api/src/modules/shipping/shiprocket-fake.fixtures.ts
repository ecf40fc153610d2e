import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

interface FakeOrder {
  id: number;
  channel_order_id: string;
  shipment_id: number;
  awb: string | null;
  courier: string | null;
  body: Record<string, unknown>;
}

/**
 * How the fake answers the next calls: `ok`; `error` (500, nothing done); `timeout-once` (done, but the
 * answer comes after the client gave up, once); `refuse` (422 with Shiprocket's error text). The label
 * fails with `fail` (label_created 0).
 */
interface FakeModes {
  login: 'ok' | 'refuse';
  create: 'ok' | 'error' | 'timeout-once' | 'refuse';
  awb: 'ok' | 'error' | 'timeout-once' | 'refuse';
  label: 'ok' | 'fail';
  pickup: 'ok' | 'error';
  track: 'ok' | 'error';
}

const EMAIL = 'api-user@shop.example';
const PASSWORD = 'fake-shiprocket-password';

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

/**
 * A stand-in for Shiprocket's external API on loopback, with its answers' shapes: token login, adhoc
 * orders (listed by search on the channel order id), AWB assignment (once per shipment: a second
 * one is refused as Shiprocket does), label, pickup, manifest, tracking by AWB and NDR actions.
 */
export async function startFakeShiprocket(options: { timeoutMs?: number } = {}) {
  const modes: FakeModes = { login: 'ok', create: 'ok', awb: 'ok', label: 'ok', pickup: 'ok', track: 'ok' };
  const received: Received[] = [];
  const orders: FakeOrder[] = [];
  const tokens = new Set<string>();
  /** Tracking activities per AWB, as the track call answers them. */
  const activities = new Map<string, Record<string, string>[]>();
  let counter = 0;
  let awbCounter = 0;
  const late = (response: ServerResponse, body: unknown) =>
    setTimeout(() => json(response, 200, body), (options.timeoutMs ?? 300) + 400);

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const url = new URL(request.url!, 'http://fake');
    const path = url.pathname;
    received.push({ method: request.method!, path, authorization: request.headers.authorization, body });
    if (request.method === 'POST' && path === '/v1/external/auth/login') {
      if (modes.login === 'refuse' || body.email !== EMAIL || body.password !== PASSWORD) {
        json(response, 400, { message: 'Invalid email and password combination', status_code: 400 });
        return;
      }
      counter += 1;
      const token = `fake.jwt.${counter}`;
      tokens.add(token);
      json(response, 200, { id: 1, email: EMAIL, company_id: 42, token });
      return;
    }
    const token = request.headers.authorization?.replace(/^Bearer /, '');
    if (!token || !tokens.has(token)) {
      json(response, 401, { message: 'Token has expired', status_code: 401 });
      return;
    }
    const shipmentIds = (value: unknown) => (Array.isArray(value) ? value : [value]).map(Number);
    if (request.method === 'GET' && path === '/v1/external/orders') {
      const search = url.searchParams.get('search') ?? '';
      json(response, 200, {
        data: orders
          .filter((order) => order.channel_order_id === search)
          .map((order) => ({
            id: order.id,
            channel_order_id: order.channel_order_id,
            status: order.awb ? 'READY TO SHIP' : 'NEW',
            shipments: [{ id: order.shipment_id, awb: order.awb ?? '', courier: order.courier ?? '' }],
          })),
        meta: { pagination: { total: 1 } },
      });
      return;
    }
    if (request.method === 'POST' && path === '/v1/external/orders/create/adhoc') {
      if (modes.create === 'error') {
        json(response, 500, { message: 'Server Error', status_code: 500 });
        return;
      }
      if (modes.create === 'refuse') {
        json(response, 422, {
          message: 'Oops! Invalid Data.',
          errors: { billing_pincode: ['Delivery pincode is not serviceable'] },
          status_code: 422,
        });
        return;
      }
      counter += 1;
      const order: FakeOrder = {
        id: 281248000 + counter,
        channel_order_id: String(body.order_id),
        shipment_id: 280640000 + counter,
        awb: null,
        courier: null,
        body,
      };
      orders.push(order);
      const answer = { order_id: order.id, shipment_id: order.shipment_id, status: 'NEW', status_code: 1 };
      if (modes.create === 'timeout-once') {
        modes.create = 'ok';
        late(response, answer);
        return;
      }
      json(response, 200, answer);
      return;
    }
    if (request.method === 'POST' && path === '/v1/external/courier/assign/awb') {
      const order = orders.find((entry) => entry.shipment_id === Number(body.shipment_id));
      if (modes.awb === 'error') {
        json(response, 500, { message: 'Server Error', status_code: 500 });
        return;
      }
      if (!order || modes.awb === 'refuse') {
        json(response, 200, {
          awb_assign_status: 0,
          response: { data: { awb_assign_error: 'No courier serviceable for this pincode' } },
        });
        return;
      }
      if (order.awb) {
        json(response, 400, { message: 'AWB is already assigned', status_code: 400 });
        return;
      }
      awbCounter += 1;
      order.awb = `1904142475${String(awbCounter).padStart(4, '0')}`;
      order.courier = 'Delhivery Surface';
      const answer = {
        awb_assign_status: 1,
        response: {
          data: {
            awb_code: order.awb,
            courier_company_id: 14,
            courier_name: order.courier,
            shipment_id: order.shipment_id,
            etd: '2026-12-03 18:00:00',
          },
        },
      };
      if (modes.awb === 'timeout-once') {
        modes.awb = 'ok';
        late(response, answer);
        return;
      }
      json(response, 200, answer);
      return;
    }
    if (request.method === 'POST' && path === '/v1/external/courier/generate/label') {
      const [id] = shipmentIds(body.shipment_id);
      if (modes.label === 'fail') {
        json(response, 200, {
          label_created: 0,
          response: 'Label could not be generated',
          not_created: [id],
        });
        return;
      }
      json(response, 200, {
        label_created: 1,
        label_url: `https://labels.fake/${id}.pdf`,
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
      return;
    }
    if (request.method === 'POST' && path === '/v1/external/courier/generate/pickup') {
      if (modes.pickup === 'error') {
        json(response, 500, { message: 'Server Error', status_code: 500 });
        return;
      }
      json(response, 200, {
        pickup_status: 1,
        response: { pickup_scheduled_date: '2026-11-27 10:00:00', pickup_token_number: 'Reference No: 1' },
      });
      return;
    }
    if (request.method === 'POST' && path === '/v1/external/manifests/generate') {
      const [id] = shipmentIds(body.shipment_id);
      json(response, 200, { status: 1, manifest_url: `https://manifests.fake/${id}.pdf` });
      return;
    }
    const track = path.match(/^\/v1\/external\/courier\/track\/awb\/([^/]+)$/);
    if (request.method === 'GET' && track) {
      if (modes.track === 'error') {
        json(response, 500, { message: 'Server Error', status_code: 500 });
        return;
      }
      const awb = decodeURIComponent(track[1]!);
      json(response, 200, {
        tracking_data: {
          track_status: 1,
          shipment_status: 6,
          shipment_track: [{ awb_code: awb, current_status: 'IN TRANSIT' }],
          shipment_track_activities: [...(activities.get(awb) ?? [])].reverse(),
          track_url: `https://shiprocket.co/tracking/${awb}`,
          etd: '2026-12-04 18:00:00',
        },
      });
      return;
    }
    const ndr = path.match(/^\/v1\/external\/ndr\/([^/]+)\/action$/);
    if (request.method === 'POST' && ndr) {
      json(response, 200, { status: true, message: 'Action taken successfully' });
      return;
    }
    json(response, 404, { message: 'Not found', status_code: 404 });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    email: EMAIL,
    password: PASSWORD,
    modes,
    received,
    orders,
    activities,
    calls: (path: string) => received.filter((entry) => entry.path === path),
    /** Every token issued so far stops working (Shiprocket's expiry). */
    expireTokens: () => tokens.clear(),
    reset() {
      Object.assign(modes, { login: 'ok', create: 'ok', awb: 'ok', label: 'ok', pickup: 'ok', track: 'ok' });
      received.length = 0;
    },
    /** Shiprocket's tracking webhook body for an AWB. */
    webhookBody(awb: string, status: string, timestamp: string, location = 'Bengaluru Hub (Karnataka)') {
      return {
        awb,
        courier_name: 'Delhivery Surface',
        current_status: status,
        current_status_id: 20,
        shipment_status: status,
        current_timestamp: timestamp,
        order_id: '1373900_150876814',
        sr_order_id: 348456385,
        etd: '2026-12-03 18:00:00',
        scans: [
          {
            date: '2026-11-27 11:59:16',
            status: 'X-PPOM',
            activity: status,
            location,
            'sr-status-label': status,
          },
        ],
        is_return: 0,
        channel_id: 3422553,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeShiprocket = Awaited<ReturnType<typeof startFakeShiprocket>>;
