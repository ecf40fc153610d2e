import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { call, customerWithOrder, type TestApi } from '../orders/orders.fixtures.ts';

/** Moves an order along the status machine from the console, as the owner would. */
export async function moveTo(
  app: FastifyInstance,
  adminToken: string,
  orderId: string,
  ...statuses: string[]
) {
  for (const status of statuses) {
    const { version } = (await call(app, 'GET', `/admin/orders/${orderId}`, adminToken)).json().order;
    const moved = await call(app, 'POST', `/admin/orders/${orderId}/status`, adminToken, { status, version });
    if (moved.statusCode !== 200) throw new Error(`status ${status} refused: ${moved.body}`);
  }
}

/** A customer whose Cash on Delivery order of one fresh product was delivered: they may review it. */
export async function buyer(
  api: TestApi,
  database: Database,
  adminToken: string,
  productName = 'Triphala Churna',
) {
  const { customer, products, order } = await customerWithOrder(api.app, database, {
    lines: [{ product: { name: productName } }],
  });
  await moveTo(api.app, adminToken, order._id, 'processing', 'shipped', 'delivered');
  return { customer, product: products[0]!, orderId: order._id as string };
}

/** A multipart body with one file in the field `file`. */
function multipart(data: Buffer, filename: string, contentType: string) {
  const boundary = `----review${Math.random().toString(16).slice(2)}`;
  return {
    boundary,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export const photoPng = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#c08a3e' } })
    .png()
    .toBuffer();

export function uploadPhoto(
  app: FastifyInstance,
  token: string | undefined,
  data: Buffer,
  type = 'image/png',
) {
  const { boundary, payload } = multipart(data, 'photo.png', type);
  return app.inject({
    method: 'POST',
    url: '/api/reviews/photos',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}
