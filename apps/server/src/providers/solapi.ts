// SMS and Alimtalk through Solapi's message API v4 (docs/decisions/030), as the delivery transport of the SMS and
// ALIMTALK outbox channels (providers/delivery.ts, docs/domain.md "Message delivery").
//
// Protocol, as Solapi documents it (docs.solapi.com, "API Key 인증 방식" and "메시지 그룹"):
// - every call carries `Authorization: HMAC-SHA256 apiKey=<key>, date=<ISO 8601>, salt=<12–64 random chars>,
//   signature=<hex HMAC-SHA256 of date+salt keyed by the API secret>`; a reused signature or a date more than 15
//   minutes off is refused (403 DuplicatedSignature / RequestTimeTooSkewed), as are a bad key or signature.
// - errors answer `{ errorCode, errorMessage }`; a message's fate is a 4-digit status code (2000 accepted, 1xxx
//   refused at registration, 3101–3108 KakaoTalk's refusals, …).
// - a message group is created (POST /messages/v4/groups), filled (PUT …/groups/{id}/messages) and sent once
//   (POST …/groups/{id}/send); its status (GET …/groups/{id}) says PENDING until sent, SENDING/COMPLETE after.
//
// At most once: the group is this adapter's idempotency handle. Its id is stored on the outbox row (remember)
// before anything can be sent; a later try of the same row (after a timeout, a 5xx, or a kill -9 of the process
// that made the call) reads the group's status first and sends only a group Solapi has not sent.
import { createHmac, randomBytes } from 'node:crypto';
import type { DeliveryAttempt, DeliveryResult, DeliveryTransport, OutboxRow } from './delivery';
import type { SolapiConfig } from './solapi-config';

/** The Authorization header of one call; a fresh salt each time, so no two calls share a signature. */
export function solapiAuthorization(
  apiKey: string,
  apiSecret: string,
  now: Date = new Date(),
  salt: string = randomBytes(16).toString('hex'),
): string {
  const date = now.toISOString();
  const signature = createHmac('sha256', apiSecret)
    .update(date + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${signature}`;
}

/** Status codes accepted for delivery (registered, handed to the carrier, received). */
const ACCEPTED_CODES = new Set(['2000', '3000', '4000']);
/**
 * Status codes that are our side's or Solapi's passing trouble, not the message's: server errors, the balance
 * (topped up by the operator), the account's key. The message is tried again after its back-off.
 */
const RETRY_CODES = new Set(['1020', '1024', '1030', '2024', '2230', '3012', '3024', '3053']);
/** KakaoTalk's refusals of an Alimtalk: channel, template, button, not a KakaoTalk user. The text goes as SMS. */
const isKakaoRefusal = (code: string) => /^10(4[1-9]|5[0-3])$/.test(code) || /^310[1-8]$/.test(code);
/** 403 answers that mean our credentials or clock, never the message: retried, the operator fixes the keys. */
const AUTH_ERRORS = new Set([
  'InvalidAPIKey',
  'SignatureDoesNotMatch',
  'RequestTimeTooSkewed',
  'DuplicatedSignature',
]);

/** A group Solapi has taken to send (or sent): never sent again. */
const SENT_GROUP_STATUSES = new Set(['SENDING', 'COMPLETE', 'SCHEDULED']);

type Verdict = { kind: 'accepted' } | Exclude<DeliveryResult, { kind: 'sent' }>;

function codeVerdict(code: string, message: string, channel: string): Verdict {
  const answer = `${code} ${message}`.trim();
  if (ACCEPTED_CODES.has(code)) {
    return { kind: 'accepted' };
  }
  if (RETRY_CODES.has(code)) {
    return { kind: 'retry', answer };
  }
  return { kind: 'refused', answer, smsFallback: channel === 'ALIMTALK' && isKakaoRefusal(code) };
}

type Reply =
  | { ok: true; status: number; json: Record<string, unknown> }
  | { ok: false; status: number; result: Exclude<DeliveryResult, { kind: 'sent' }> };

type StoredMessage = { messageId?: string; statusCode?: string; statusMessage?: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function createSolapiTransport(config: SolapiConfig): DeliveryTransport {
  async function call(method: string, path: string, body?: unknown): Promise<Reply> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          Authorization: solapiAuthorization(config.apiKey, config.apiSecret),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return {
        ok: false,
        status: 0,
        result: {
          kind: 'retry',
          answer: timedOut
            ? `응답 시간 초과 (${config.timeoutMs}ms, ${method} ${path})`
            : `연결 실패 (${method} ${path}): ${error instanceof Error ? error.message : String(error)}`,
        },
      };
    }
    const text = await response.text().catch(() => '');
    let json: Record<string, unknown> = {};
    try {
      const parsed: unknown = text ? JSON.parse(text) : {};
      json = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      json = {};
    }
    if (response.ok) {
      return { ok: true, status: response.status, json };
    }
    const errorCode = str(json.errorCode) || `HTTP_${response.status}`;
    const answer =
      `HTTP ${response.status} ${errorCode}: ${str(json.errorMessage) || text.slice(0, 200)}`.trim();
    const passing =
      response.status >= 500 ||
      response.status === 429 ||
      (response.status === 403 && AUTH_ERRORS.has(errorCode));
    return {
      ok: false,
      status: response.status,
      result: passing ? { kind: 'retry', answer } : { kind: 'refused', answer },
    };
  }

  function messageOf(row: OutboxRow): Record<string, unknown> {
    const base = {
      to: row.recipient.replace(/\D/g, ''),
      from: config.sender,
      text: row.body,
      customFields: { outboxId: String(row.id) },
    };
    if (row.channel !== 'ALIMTALK') {
      return base;
    }
    const button =
      typeof row.payload.button === 'string' && row.payload.button ? row.payload.button : '바로가기';
    return {
      ...base,
      type: 'ATA',
      kakaoOptions: {
        pfId: config.pfId,
        templateId: config.templateIds[row.template],
        // Solapi's own fallback: an Alimtalk KakaoTalk cannot deliver later goes out as SMS/LMS from `from`.
        disableSms: false,
        ...(row.link
          ? { buttons: [{ buttonName: button, buttonType: 'WL', linkMo: row.link, linkPc: row.link }] }
          : {}),
      },
    };
  }

  async function groupMessages(groupId: string): Promise<Reply & { messages?: StoredMessage[] }> {
    const reply = await call('GET', `/messages/v4/groups/${encodeURIComponent(groupId)}/messages`);
    if (!reply.ok) {
      return reply;
    }
    const list = reply.json.messageList;
    const messages =
      typeof list === 'object' && list !== null ? (Object.values(list) as StoredMessage[]) : [];
    return { ...reply, messages };
  }

  async function send(groupId: string, messageId: string): Promise<DeliveryResult> {
    const sent = await call('POST', `/messages/v4/groups/${encodeURIComponent(groupId)}/send`, {});
    if (sent.ok) {
      return { kind: 'sent', providerMessageId: messageId, answer: `2000 정상 접수 (그룹 ${groupId})` };
    }
    // The send may have gone through before the answer was lost, or a racing try sent it: the group says.
    const info = await call('GET', `/messages/v4/groups/${encodeURIComponent(groupId)}`);
    return info.ok && SENT_GROUP_STATUSES.has(str(info.json.status))
      ? {
          kind: 'sent',
          providerMessageId: messageId,
          answer: `발송 확인 (그룹 ${groupId}, ${str(info.json.status)})`,
        }
      : sent.result;
  }

  async function addAndSend(groupId: string, row: OutboxRow): Promise<DeliveryResult> {
    const added = await call('PUT', `/messages/v4/groups/${encodeURIComponent(groupId)}/messages`, {
      messages: [messageOf(row)],
    });
    if (!added.ok) {
      return added.result;
    }
    const results = Array.isArray(added.json.resultList) ? (added.json.resultList as StoredMessage[]) : [];
    const first = results[0];
    if (!first?.messageId) {
      return { kind: 'retry', answer: '메시지 접수 결과가 비어 있습니다' };
    }
    const verdict = codeVerdict(str(first.statusCode), str(first.statusMessage), row.channel);
    return verdict.kind === 'accepted' ? send(groupId, first.messageId) : verdict;
  }

  /**
   * What became of the group an earlier try of this row made: its result when it was sent or refused, the rest
   * of the work when it waits, or null when it is gone (a new group is made; nothing of the old one was sent).
   */
  async function resume(groupId: string, row: OutboxRow): Promise<DeliveryResult | null> {
    const info = await call('GET', `/messages/v4/groups/${encodeURIComponent(groupId)}`);
    if (!info.ok) {
      return info.status === 404 ? null : info.result;
    }
    const status = str(info.json.status);
    if (status === 'DELETED') {
      return null;
    }
    const listed = await groupMessages(groupId);
    if (!listed.ok) {
      return listed.result;
    }
    const message = listed.messages?.[0];
    if (status === 'PENDING') {
      if (!message?.messageId) {
        return addAndSend(groupId, row);
      }
      const verdict = codeVerdict(str(message.statusCode), str(message.statusMessage), row.channel);
      // A registration refused for a passing reason stays unsent in its group: the next try makes a new one.
      return verdict.kind === 'accepted'
        ? send(groupId, message.messageId)
        : verdict.kind === 'retry'
          ? null
          : verdict;
    }
    if (SENT_GROUP_STATUSES.has(status)) {
      return {
        kind: 'sent',
        providerMessageId: message?.messageId ?? null,
        answer: `이전 시도에서 발송됨 (그룹 ${groupId}, ${status})`,
      };
    }
    const verdict = codeVerdict(str(message?.statusCode), str(message?.statusMessage), row.channel);
    return verdict.kind === 'refused'
      ? verdict
      : { kind: 'refused', answer: `그룹 ${groupId} 발송 실패 (${status})` };
  }

  return {
    name: 'solapi',
    // A try is at most five calls (a resumed one: group, its messages, add, send, group again).
    maxTryMs: config.timeoutMs * 6,
    async deliver(row: OutboxRow, attempt?: DeliveryAttempt): Promise<DeliveryResult> {
      if (row.channel === 'ALIMTALK' && !config.templateIds[row.template]) {
        return { kind: 'refused', answer: `알림톡 템플릿 ID 없음: ${row.template}`, smsFallback: true };
      }
      if (row.providerMessageId) {
        const resumed = await resume(row.providerMessageId, row);
        if (resumed) {
          return resumed;
        }
      }
      const created = await call('POST', '/messages/v4/groups', {
        customFields: { outboxId: String(row.id) },
      });
      if (!created.ok) {
        return created.result;
      }
      const groupId = str(created.json.groupId) || str(created.json._id);
      if (!groupId) {
        return { kind: 'retry', answer: '그룹 아이디가 없는 응답' };
      }
      // Committed before the message exists at Solapi: a try that dies after this point leaves a trail.
      await attempt?.remember(groupId);
      return addAndSend(groupId, row);
    },
  };
}
