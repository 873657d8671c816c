// The response envelope `{ code, message, data }`, HTTP status equal to code; a refusal adds its `errorCode`
// and the request's `requestId`.
import {
  apiEnvelope,
  errorEnvelope,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorEnvelope,
  type RefusalStatus,
} from '@autobid/shared';
import { z } from 'zod';
import { COMMON_MESSAGES } from './app-error';

export function ok<T>(data: T): { code: 200; message: string; data: T } {
  return { code: 200, message: COMMON_MESSAGES.success, data };
}

/**
 * A refusal's envelope; `status` only for a transport error whose status Fastify chose (generic 4xx);
 * `requestId` the request's id (lib/request-id.ts), which the client quotes to an operator.
 */
export function errorBody(
  errorCode: ErrorCode,
  message: string,
  status: number = ERROR_STATUS[errorCode],
  requestId?: string,
): ErrorEnvelope {
  const body: ErrorEnvelope = { code: status, message, data: null, errorCode };
  if (requestId !== undefined) {
    body.requestId = requestId;
  }
  return body;
}

export type { RefusalStatus } from '@autobid/shared';

const REFUSAL_DESCRIPTIONS: Record<RefusalStatus, string> = {
  400: '요청 값이 올바르지 않음',
  401: '인증 필요 (토큰, 링크 코드, 서명이 없거나 올바르지 않음)',
  403: '권한 없음 (다른 역할, 승인되지 않은 딜러)',
  404: '대상을 찾을 수 없음',
  409: '현재 상태에서 처리할 수 없음',
  410: '만료되었거나 이미 사용됨',
  413: '본문이 너무 큼',
  415: '지원하지 않는 요청 형식',
  422: '확인 결과가 일치하지 않음',
  429: '요청 또는 시도 횟수 초과',
  503: '설정되지 않음',
};

/**
 * The error responses of a route; 400 always, since every route refuses a NUL character in its URL
 * (request-limits) and a malformed parameter, query or body.
 */
function refusals<S extends RefusalStatus>(statuses: readonly S[]) {
  const responses = {} as Record<400 | S, typeof errorEnvelope>;
  for (const status of [400, ...statuses] as (400 | S)[]) {
    responses[status] = errorEnvelope.describe(REFUSAL_DESCRIPTIONS[status]);
  }
  return responses;
}

/** Route response schema for a 200 envelope around `data`, plus the refusals the route can answer. */
export function okResponse<T extends z.ZodType, S extends RefusalStatus = never>(
  data: T,
  refused: readonly S[] = [],
) {
  return { 200: apiEnvelope(data), ...refusals(refused) };
}

/** The same for a route that creates something (201). */
export function createdResponse<T extends z.ZodType, S extends RefusalStatus = never>(
  data: T,
  refused: readonly S[] = [],
) {
  return { 201: apiEnvelope(data), ...refusals(refused) };
}

/** A file's bytes as the OpenAPI document names them. */
const fileBytes = z.string();

/** Route response schema for a file answered as its bytes (no envelope), plus the refusals. */
export function fileResponse<S extends RefusalStatus = never>(
  description: string,
  refused: readonly S[] = [],
) {
  return { 200: fileBytes.describe(description), ...refusals(refused) };
}
