import multipart from '@fastify/multipart';
import { ApiErrorSchema, UploadImageResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../../context.ts';
import { badRequest } from '../../lib/errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { imageUrls, storeImage } from './images.ts';

export const mediaRoutes: FastifyPluginAsyncZod<{ ctx: ApiContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    limits: { fileSize: ctx.config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/upload-image',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['media'],
        summary: 'Upload an image (admin): stored as WebP in several widths',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          201: UploadImageResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          413: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await request.file();
      if (file?.fieldname !== 'file')
        throw badRequest('Attach the image in a field named file', 'FILE_MISSING', [
          { field: 'file', message: 'is required' },
        ]);
      // toBuffer() throws 413 past the size limit, before anything is written.
      const input = await file.toBuffer();
      const stored = await storeImage(input, {
        uploadsDir: ctx.config.uploadsDir,
        folder: 'media',
        alt: file.filename,
      });
      const { url, srcset } = imageUrls(stored.storageKey, stored.widths);
      return reply.status(201).send({
        coverImage: url,
        image: { _id: stored.storageKey, url, srcset, width: stored.width, height: stored.height, alt: '' },
      });
    },
  );
};
