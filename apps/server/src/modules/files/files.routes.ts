// HTTP for uploads: one multipart field `file`, open to visitors (sign-up), owner kept when a token comes along.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES, UPLOAD_MAX_BYTES, uploadRequest, uploadResponse } from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError, COMMON_MESSAGES } from '../../lib/app-error';
import { createdResponse } from '../../lib/envelope';
import { bearerToken } from '../../lib/jwt';
import { createFilesService, uploadTooLarge } from './files.service';

/** The whole request: the file plus multipart framing. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

export function filesRoutes(ctx: AppContext) {
  return async (instance: FastifyInstance) => {
    // Scoped to this plugin: only the upload route parses multipart bodies.
    await instance.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1_000 },
      throwFileSizeLimit: true,
    });
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = createFilesService(ctx);

    app.post(
      '/v1/files/images',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: {
          tags: ['files'],
          summary: '이미지/PDF 업로드 (multipart 필드 file)',
          consumes: ['multipart/form-data'],
          body: uploadRequest,
          response: createdResponse(uploadResponse, [413, 415]),
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError('UPLOAD_MISSING', ACCOUNT_MESSAGES.uploadMissing);
        }
        // Multipart bodies are streamed, not limited by bodyLimit: a declared oversize body is answered at once.
        if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) {
          throw uploadTooLarge();
        }
        const owner = await ctx.tokens.verify(bearerToken(request.headers.authorization));
        let bytes: Buffer | null = null;
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file' && part.fieldname === 'file' && !bytes) {
              bytes = await part.toBuffer();
              // Defence in depth: a stream cut at the limit must never be stored as a whole file.
              if (part.file.truncated || bytes.length > UPLOAD_MAX_BYTES) {
                throw uploadTooLarge();
              }
            } else if (part.type === 'file') {
              part.file.resume();
            }
          }
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw uploadTooLarge();
          }
          if (error instanceof AppError) {
            throw error;
          }
          if ((error as { statusCode?: number }).statusCode === 413) {
            throw uploadTooLarge();
          }
          throw new AppError('UPLOAD_INVALID', COMMON_MESSAGES.invalidRequest);
        }
        if (!bytes || bytes.length === 0) {
          throw new AppError('UPLOAD_MISSING', ACCOUNT_MESSAGES.uploadMissing);
        }
        const data = await service.storeImage(bytes, owner);
        return reply.code(201).send({ code: 201, message: COMMON_MESSAGES.success, data });
      },
    );
  };
}
