// The response envelope `{ code, message, data }`, HTTP status equal to code; a refusal adds its `errorCode`.
import { apiEnvelope, ERROR_STATUS, type ErrorCode, type ErrorEnvelope } from '@autobid/shared';
import type { z } from 'zod';
import { COMMON_MESSAGES } from './app-error';

export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: COMMON_MESSAGES.success, data };
}

/** A refusal's envelope; `status` only for a transport error whose status Fastify chose (generic 4xx). */
export function errorBody(errorCode: ErrorCode, message: string, status: number = ERROR_STATUS[errorCode]): ErrorEnvelope {
  return { code: status, message, data: null, errorCode };
}

/** Route response schema for a 200 envelope around `data`. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: apiEnvelope(data) };
}
