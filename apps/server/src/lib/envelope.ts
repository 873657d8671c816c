// The response envelope `{ code, message, data }`, HTTP status equal to code.
import { apiEnvelope } from '@autobid/shared';
import type { z } from 'zod';
import { COMMON_MESSAGES } from './app-error';

export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: COMMON_MESSAGES.success, data };
}

export function errorBody(status: number, message: string): { code: number; message: string; data: null } {
  return { code: status, message, data: null };
}

/** Route response schema for a 200 envelope around `data`. */
export function okResponse<T extends z.ZodType>(data: T) {
  return { 200: apiEnvelope(data) };
}
