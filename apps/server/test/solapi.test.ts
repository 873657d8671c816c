// The Solapi adapter (docs/decisions/030) against the in-repo fake that speaks Solapi's documented protocol:
// the HMAC signature, error answers and status codes, timeouts and 5xx, and at most one send per outbox row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryResult, OutboxRow } from '../src/providers/delivery';
import { createSolapiTransport, solapiAuthorization } from '../src/providers/solapi';
import type { SolapiConfig } from '../src/providers/solapi-config';
import { startSolapiFake, type SolapiFake } from './fakes/solapi';

const API_KEY = 'NCSTESTKEY0001';
const API_SECRET = 'test-secret-0123456789abcdef';
const SENDER = '0212345678';

let fake: SolapiFake;
let config: SolapiConfig;

beforeAll(async () => {
  fake = await startSolapiFake({ apiKey: API_KEY, apiSecret: API_SECRET, senders: [SENDER] });
  config = {
    apiKey: API_KEY,
    apiSecret: API_SECRET,
    sender: SENDER,
    pfId: 'KA01PF0000000000',
    templateIds: { DEAL_SELECTED: 'KA01TP0000000001' },
    baseUrl: fake.url,
    timeoutMs: 300,
  };
});
afterAll(() => fake.close());

let nextId = 1000;
function row(overrides: Partial<OutboxRow> = {}): OutboxRow {
  nextId += 1;
  return {
    id: nextId,
    channel: 'SMS',
    recipient: '010-5555-0001',
    template: 'PHONE_CODE_SIGN_UP',
    body: '[오토비드] 인증번호 123456',
    link: null,
    payload: {},
    status: 'QUEUED',
    attempts: 1,
    nextAttemptAt: new Date(),
    lockedUntil: new Date(),
    provider: 'solapi',
    providerMessageId: null,
    lastAnswer: '',
    sentAt: null,
    createdAt: new Date(),
    ...overrides,
  };
}

/** The remember() the worker offers, keeping the handle where the next try reads it. */
function keeper(message: OutboxRow) {
  return {
    remember(handle: string) {
      message.providerMessageId = handle;
      return Promise.resolve();
    },
  };
}

/** A result as `kind: answer` (and the message id's first letters), for one plain comparison. */
const summary = (result: DeliveryResult) =>
  `${result.kind}: ${result.answer}${result.kind === 'sent' ? ` [${(result.providerMessageId ?? '').slice(0, 3)}]` : ''}`;

const sends = (outboxId: number) => fake.sendsByOutboxId().get(String(outboxId)) ?? 0;

describe('Solapi signature (docs.solapi.com "API Key 인증 방식")', () => {
  it('signs date+salt with the secret as hex HMAC-SHA256', () => {
    const header = solapiAuthorization(
      API_KEY,
      API_SECRET,
      new Date('2019-07-01T00:41:48.000Z'),
      'jqsba2jxjnrjor',
    );
    expect(header).toMatch(
      /^HMAC-SHA256 apiKey=NCSTESTKEY0001, date=2019-07-01T00:41:48\.000Z, salt=jqsba2jxjnrjor, signature=[0-9a-f]{64}$/,
    );
  });

  it('the fake refuses a bad signature, a reused one, a skewed date and an unknown key with Solapi’s errors', async () => {
    const call = (authorization: string) =>
      fetch(`${fake.url}/messages/v4/groups`, { method: 'POST', headers: { authorization } }).then(
        async (r) => ({
          status: r.status,
          body: (await r.json()) as { errorCode: string },
        }),
      );
    const good = solapiAuthorization(API_KEY, API_SECRET);
    expect((await call(good)).status).toBe(200);
    const reused = await call(good);
    expect([reused.status, reused.body.errorCode]).toEqual([403, 'DuplicatedSignature']);
    expect((await call(solapiAuthorization(API_KEY, 'wrong-secret-0123456789'))).body.errorCode).toBe(
      'SignatureDoesNotMatch',
    );
    expect((await call(solapiAuthorization('NCSOTHERKEY01', API_SECRET))).body.errorCode).toBe(
      'InvalidAPIKey',
    );
    const old = solapiAuthorization(API_KEY, API_SECRET, new Date(Date.now() - 20 * 60_000));
    expect((await call(old)).body.errorCode).toBe('RequestTimeTooSkewed');
  });
});

describe('Solapi transport', () => {
  it('sends an SMS once and answers the message id', async () => {
    const transport = createSolapiTransport(config);
    const message = row();
    const result = await transport.deliver(message, keeper(message));
    expect(summary(result)).toMatch(/^sent: 2000 정상 접수 \(그룹 G4V\w+\) \[M4V\]$/);
    expect(sends(message.id)).toBe(1);
    const sent = fake.delivered.find((m) => m.customFields.outboxId === String(message.id))!;
    expect(sent).toMatchObject({ to: '01055550001', from: SENDER, text: message.body });
    expect(message.providerMessageId).toMatch(/^G4V/);
  });

  it('sends an Alimtalk with its template id, channel and link button; Solapi’s own SMS fallback stays on', async () => {
    const transport = createSolapiTransport(config);
    const message = row({
      channel: 'ALIMTALK',
      template: 'DEAL_SELECTED',
      body: '낙찰되었습니다',
      link: 'https://autobid.example/c/abc',
      payload: { button: '거래 보기' },
    });
    expect((await transport.deliver(message, keeper(message))).kind).toBe('sent');
    const sent = fake.delivered.find((m) => m.customFields.outboxId === String(message.id))!;
    expect(sent.type).toBe('ATA');
    expect(sent.kakaoOptions).toEqual({
      pfId: config.pfId,
      templateId: 'KA01TP0000000001',
      disableSms: false,
      buttons: [{ buttonName: '거래 보기', buttonType: 'WL', linkMo: message.link, linkPc: message.link }],
    });
  });

  it('a wrong secret is retried (the keys are the operator’s to fix), never refused', async () => {
    const transport = createSolapiTransport({ ...config, apiSecret: 'wrong-secret-0123456789' });
    const result = await transport.deliver(row());
    expect(summary(result)).toMatch(/^retry: HTTP 403 SignatureDoesNotMatch/);
  });

  it('a 5xx or a timeout is retried', async () => {
    const transport = createSolapiTransport(config);
    fake.fail('5xx', (method, path) => method === 'POST' && path === '/messages/v4/groups');
    expect(summary(await transport.deliver(row()))).toMatch(/^retry: HTTP 500 InternalError/);
    fake.fail('timeout', (method, path) => method === 'POST' && path === '/messages/v4/groups');
    expect(summary(await transport.deliver(row()))).toMatch(/^retry: 응답 시간 초과 \(300ms/);
  });

  it('maps refusals: a bad number is refused; an Alimtalk KakaoTalk refuses asks for the SMS fallback', async () => {
    const transport = createSolapiTransport(config);
    fake.refuse('01099990001', '3010');
    expect(await transport.deliver(row({ recipient: '01099990001' }))).toEqual({
      kind: 'refused',
      answer: '3010 수신번호 형식 오류',
      smsFallback: false,
    });
    fake.refuse('01099990002', '1043');
    const alimtalk = row({ channel: 'ALIMTALK', template: 'DEAL_SELECTED', recipient: '01099990002' });
    expect(await transport.deliver(alimtalk)).toEqual({
      kind: 'refused',
      answer: '1043 등록한 템플릿과 내용이 다릅니다.',
      smsFallback: true,
    });
    const unknownTemplate = row({ channel: 'ALIMTALK', template: 'NOT_REGISTERED' });
    expect(await transport.deliver(unknownTemplate)).toMatchObject({ kind: 'refused', smsFallback: true });
    const badSender = createSolapiTransport({ ...config, sender: '0299999999' });
    expect(await badSender.deliver(row())).toMatchObject({ kind: 'refused', answer: '1062 발신번호 미등록' });
  });

  it('a send whose answer was lost is not sent again: the next try finds the group sent', async () => {
    const transport = createSolapiTransport(config);
    const message = row();
    fake.fail('lose', (method, path) => method === 'POST' && path.endsWith('/send'));
    // The status check right after the lost answer fails too: the try ends in doubt.
    fake.fail('5xx', (method, path) => method === 'GET' && /groups\/[^/]+$/.test(path));
    const first = await transport.deliver(message, keeper(message));
    expect(first.kind).toBe('retry');
    expect(sends(message.id)).toBe(1);
    const second = await transport.deliver({ ...message, attempts: 2 }, keeper(message));
    expect(summary(second)).toMatch(/^sent: 이전 시도에서 발송됨 \(그룹 G4V\w+, SENDING\) \[M4V\]$/);
    expect(sends(message.id)).toBe(1);
  });

  it('a send whose answer was lost is confirmed by the group’s status within the same try', async () => {
    const transport = createSolapiTransport(config);
    const message = row();
    fake.fail('lose', (method, path) => method === 'POST' && path.endsWith('/send'));
    expect(summary(await transport.deliver(message, keeper(message)))).toMatch(
      /^sent: 발송 확인 .* \[M4V\]$/,
    );
    expect(sends(message.id)).toBe(1);
  });

  it('a try that died after the group was made but before it was sent sends it on the next try', async () => {
    const transport = createSolapiTransport(config);
    const message = row();
    fake.fail('timeout', (method, path) => method === 'POST' && path.endsWith('/send'));
    expect((await transport.deliver(message, keeper(message))).kind).toBe('retry');
    expect(sends(message.id)).toBe(0);
    expect((await transport.deliver(message, keeper(message))).kind).toBe('sent');
    expect(sends(message.id)).toBe(1);
  });
});
