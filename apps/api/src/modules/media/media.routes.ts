import multipart from '@fastify/multipart';
import { type Product, ProductIdParamsSchema, UploadImageResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { imageUrls, type StoredImage, storeImage } from './images.ts';
import { shareImage } from './share-image.ts';
import type { UploadStore } from './uploads.ts';

/**
 * What the share-image route reads from the catalogue, passed in by app.ts: the catalogue module
 * uses this module's images, so media names only the two lookups it needs instead of importing it.
 */
interface ProductImageLookup {
  getProduct(id: string): Promise<Product>;
  storedImage(imageId: string): Promise<{ storageKey: string; widths: number[] } | undefined>;
}

/**
 * The admin audit log's one call this module needs, passed in by app.ts for the same reason: the admin
 * module already uses this one (its product images).
 */
export interface UploadAudit {
  record(
    actor: { id: string; email: string },
    entry: { action: string; entity: string; entityId: string; before: unknown; after: unknown },
  ): Promise<void>;
}

export const mediaRoutes: FastifyPluginAsyncZod<{
  ctx: { config: Config; catalog: ProductImageLookup; uploads: UploadStore; audit: UploadAudit };
}> = async (app, { ctx }) => {
  await app.register(multipart, {
    limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/upload-image',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['media'],
        summary: 'Upload an image (admin): stored as WebP in several widths',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: {
          201: UploadImageResponseSchema,
          ...errorResponses(400, 401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      const file = await request.file().catch((error: { statusCode?: number }) => {
        // Busboy refuses a multipart body it cannot split (no boundary) with a plain Error: bad input.
        if (error.statusCode) throw error;
        throw badRequest('Send the file as multipart/form-data', 'NOT_MULTIPART');
      });
      if (file?.fieldname !== 'file')
        throw badRequest('Attach the image in a field named file', 'FILE_MISSING', [
          { field: 'file', message: 'is required' },
        ]);
      // toBuffer() throws 413 past the size limit, before anything is written.
      const input = await file.toBuffer();
      const stored = await storeImage(input, {
        uploads: ctx.uploads,
        folder: 'media',
        alt: file.filename,
      });
      await auditUpload(ctx, request.user!, stored, { fileName: file.filename, bytes: input.length });
      const { url, srcset } = imageUrls(stored.storageKey, stored.widths);
      return reply.status(201).send({
        coverImage: url,
        image: { _id: stored.storageKey, url, srcset, width: stored.width, height: stored.height, alt: '' },
      });
    },
  );

  app.get(
    '/share-image/:id',
    {
      schema: {
        tags: ['media'],
        summary: "A product's link-preview picture: 1200×630 JPEG",
        params: ProductIdParamsSchema,
      },
    },
    async (request, reply) => {
      const product = await ctx.catalog.getProduct(request.params.id);
      const image = product.images[0];
      const stored = image ? await ctx.catalog.storedImage(image._id) : undefined;
      if (!stored) throw notFound('This product has no picture', 'IMAGE_NOT_FOUND');
      const jpeg = await shareImage(ctx.uploads, stored.storageKey, Math.max(...stored.widths));
      if (!jpeg) throw notFound('This product has no picture', 'IMAGE_NOT_FOUND');
      return reply.type('image/jpeg').header('cache-control', 'public, max-age=86400').send(jpeg);
    },
  );
};

/**
 * Every admin change leaves an audit row, uploads too (ADR 0023). The files are written first, outside
 * any transaction of the log's database (on PGlite they are not in it at all), so a row that cannot be
 * written takes them back out: no upload exists that the log does not show.
 */
async function auditUpload(
  ctx: { uploads: UploadStore; audit: UploadAudit },
  actor: { id: string; email: string },
  stored: StoredImage,
  source: { fileName: string; bytes: number },
): Promise<void> {
  try {
    await ctx.audit.record(actor, {
      action: 'upload.create',
      entity: 'upload',
      entityId: stored.storageKey,
      before: null,
      after: { ...stored, fileName: source.fileName.slice(0, 200), bytes: source.bytes },
    });
  } catch (error) {
    await ctx.uploads.remove(stored.widths.map((width) => `${stored.storageKey}-${width}.webp`));
    throw error;
  }
}
