// HTTP for uploads: one multipart field `file`, sent with a credential (docs/decisions/016): a session token,
// sign-up's upload grant or a completion code link. No credential is 401 before a byte of the body is read.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACCOUNT_MESSAGES,
  api,
  refusalsOf,
  UPLOAD_CODE_LINK_HEADER,
  UPLOAD_GRANT_HEADER,
  UPLOAD_MAX_BYTES,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { AppError, COMMON_MESSAGES, unauthorized } from '../../lib/app-error';
import { createdResponse } from '../../lib/envelope';
import { ROLES } from '../../lib/jwt';
import { ownerOfPrincipal, type UploadOwner } from './files.repository';
import { createFilesService, uploadTooLarge, uploadTooManyFiles } from './files.service';

/** The whole request: the file plus multipart framing. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A multipart limit error as the upload's own answer: never the 5 MB message for anything but size. */
function multipartError(error: unknown): AppError {
  if (error instanceof AppError) {
    return error;
  }
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FILES_LIMIT') {
    return uploadTooManyFiles();
  }
  // Too many fields or parts: a request no form of ours sends. The file (or the body carrying it) past its
  // limit is the 5 MB message; anything else is broken framing.
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || statusCode !== 413) {
    return new AppError('UPLOAD_INVALID', COMMON_MESSAGES.invalidRequest);
  }
  return uploadTooLarge();
}

export function filesRoutes(ctx: AppContext) {
  return async (instance: FastifyInstance) => {
    // Scoped to this plugin: only the upload route parses multipart bodies.
    await instance.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1_000 },
      throwFileSizeLimit: true,
    });
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const service = createFilesService(ctx);
    const owners = new WeakMap<FastifyRequest, UploadOwner>();
    const signedIn = instance.requireRole(...ROLES);

    /**
     * The upload's owner from its credential, before the body: a code link or a grant names its own owner
     * (a dealer's session on the same browser does not change whose file it is), else the session's
     * principal, checked as every signed-in route checks it; none is 401. An owner at its hourly limit is 429.
     */
    async function authenticate(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const code = headerOf(request, UPLOAD_CODE_LINK_HEADER);
      const grant = headerOf(request, UPLOAD_GRANT_HEADER);
      let owner: UploadOwner;
      if (code) {
        owner = await service.ownerOfCodeLink(code);
      } else if (grant) {
        owner = await service.ownerOfGrant(grant);
      } else if (request.headers.authorization) {
        await signedIn.call(this, request, reply);
        if (!request.principal) {
          throw unauthorized();
        }
        owner = ownerOfPrincipal(request.principal);
      } else {
        throw unauthorized();
      }
      await service.assertUnderQuota(owner);
      owners.set(request, owner);
    }

    // Multipart: the body is streamed by the handler, so the route is declared here from its entry rather
    // than served (serve-route.ts) — the credential is the route's own, checked before the body.
    const route = api.files.upload;
    app.post(
      route.path,
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        onRequest: authenticate,
        schema: {
          tags: [route.tag],
          summary: route.summary,
          description: route.description,
          consumes: ['multipart/form-data'],
          body: route.body,
          response: createdResponse(route.response, refusalsOf(route)),
        },
      },
      async (request, reply) => {
        const owner = owners.get(request);
        if (!owner) {
          throw unauthorized();
        }
        if (!request.isMultipart()) {
          throw new AppError('UPLOAD_MISSING', ACCOUNT_MESSAGES.uploadMissing);
        }
        // Multipart bodies are streamed, not limited by bodyLimit: a declared oversize body is answered at once.
        if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) {
          throw uploadTooLarge();
        }
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
          throw multipartError(error);
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
