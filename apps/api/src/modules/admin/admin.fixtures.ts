import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

/** A JSON call to the admin API (paths below /api/admin) with a bearer token. */
export function adminCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/admin${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

/** Uploads a generated PNG as the admin does from the product form; answers its key. */
export async function uploadImage(app: FastifyInstance, token: string, colour = '#458c3c'): Promise<string> {
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="jar.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/product/upload-image',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().image._id;
}

/** A valid new product: prices in paise, GST in basis points. */
export function newProduct(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Brahmi Memory Tablets',
    brand: 'Ayur Roots',
    description: 'Sixty tablets.\nTwo a day after meals.',
    pricePaise: 59900,
    discountPricePaise: 49900,
    stock: 25,
    hsnCode: '30049011',
    gstRateBp: 1200,
    ...overrides,
  };
}
