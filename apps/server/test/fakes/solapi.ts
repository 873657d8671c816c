// A fake Solapi (message API v4, docs/decisions/030) for the adapter's tests: it checks the HMAC-SHA256
// Authorization header as Solapi documents it ("API Key 인증 방식": signature = hex HMAC-SHA256 of date+salt keyed
// by the API secret; ±15 min; a signature used once is refused), answers Solapi's error bodies
// ({ errorCode, errorMessage }) and status codes, and keeps message groups (create, add messages, send once,
// status, messages). It records every message it sent so a test can prove no duplicate and no loss, and can be
// told to time out, answer 5xx, or apply a call and lose its answer.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeMessage = {
  messageId: string;
  groupId: string;
  to: string;
  from: string;
  text: string;
  type: string;
  statusCode: string;
  statusMessage: string;
  customFields: Record<string, string>;
  kakaoOptions?: Record<string, unknown>;
};

type Group = { groupId: string; status: 'PENDING' | 'SENDING' | 'COMPLETE'; messages: FakeMessage[] };

export type Fault = {
  /** Which calls: e.g. `POST /send` matches a group's send. */
  match: (method: string, path: string) => boolean;
  /** timeout: never answers; 5xx: 500 InternalError; lose: does the work, then never answers. */
  kind: 'timeout' | '5xx' | 'lose';
  times: number;
};

const STATUS_MESSAGES: Record<string, string> = {
  '2000': '정상 접수(이통사로 접수 예정) ',
  '1010': '필수 입력 값 미입력',
  '1042': '유효한 템플릿 아이디가 아닙니다.',
  '1043': '등록한 템플릿과 내용이 다릅니다.',
  '1062': '발신번호 미등록',
  '3010': '수신번호 형식 오류',
  '3104': '카카오톡 미사용자',
};

const id = (prefix: string) =>
  `${prefix}4V${Date.now()}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 32);

export async function startSolapiFake(options: {
  apiKey: string;
  apiSecret: string;
  /** Registered senders (발신번호); another `from` is refused 1062. */
  senders: string[];
  /** Delay before answering a group's send (after applying it), so a process can be killed mid-call. */
  sendDelayMs?: number;
}) {
  const groups = new Map<string, Group>();
  const usedSignatures = new Set<string>();
  const faults: Fault[] = [];
  /** Per recipient (and message type, or any), the status code the fake gives its messages (e.g. 3010). */
  const refusals = new Map<string, string>();
  const held: ServerResponse[] = [];
  const log: { method: string; path: string; status: number }[] = [];
  const authFailures: string[] = [];
  /** Every message of every group sent, in order: the messages that left. */
  const delivered: FakeMessage[] = [];

  function authError(header: string | undefined): { status: number; errorCode: string } | null {
    const match = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(
      header ?? '',
    );
    if (!match) {
      return { status: 403, errorCode: 'InvalidAuthorization' };
    }
    const [, apiKey, date, salt, signature] = match as unknown as [string, string, string, string, string];
    if (apiKey !== options.apiKey) {
      return { status: 403, errorCode: 'InvalidAPIKey' };
    }
    const at = Date.parse(date);
    if (!Number.isFinite(at) || Math.abs(Date.now() - at) > 15 * 60_000) {
      return { status: 403, errorCode: 'RequestTimeTooSkewed' };
    }
    if (salt.length < 12 || salt.length > 64) {
      return { status: 403, errorCode: 'SignatureDoesNotMatch' };
    }
    const expected = createHmac('sha256', options.apiSecret)
      .update(date + salt)
      .digest('hex');
    if (expected !== signature) {
      return { status: 403, errorCode: 'SignatureDoesNotMatch' };
    }
    if (usedSignatures.has(signature)) {
      return { status: 403, errorCode: 'DuplicatedSignature' };
    }
    usedSignatures.add(signature);
    return null;
  }

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  function register(group: Group, raw: Record<string, unknown>): FakeMessage {
    const field = (value: unknown) => (typeof value === 'string' ? value : '');
    const to = field(raw.to);
    const from = field(raw.from);
    const text = field(raw.text);
    const type = field(raw.type);
    const kakao = (raw.kakaoOptions ?? undefined) as Record<string, unknown> | undefined;
    let code = '2000';
    if (!to || !from || !text) {
      code = '1010';
    } else if (!options.senders.includes(from)) {
      code = '1062';
    } else if (type === 'ATA' && !kakao?.templateId) {
      code = '1042';
    } else if (refusals.has(`${to}:${type}`) || refusals.has(`${to}:*`)) {
      code = refusals.get(`${to}:${type}`) ?? refusals.get(`${to}:*`)!;
    }
    const message: FakeMessage = {
      messageId: id('M'),
      groupId: group.groupId,
      to,
      from,
      text,
      type: type || (Buffer.byteLength(text) > 90 ? 'LMS' : 'SMS'),
      statusCode: code,
      statusMessage: STATUS_MESSAGES[code] ?? '',
      customFields: (raw.customFields ?? {}) as Record<string, string>,
      kakaoOptions: kakao,
    };
    group.messages.push(message);
    return message;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<number> {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]!;
    const denied = authError(req.headers.authorization);
    if (denied) {
      authFailures.push(denied.errorCode);
      answer(res, denied.status, { errorCode: denied.errorCode, errorMessage: `${denied.errorCode}` });
      return denied.status;
    }
    const fault = faults.find((f) => f.times > 0 && f.match(method, path));
    if (fault) {
      fault.times -= 1;
      if (fault.kind === 'timeout') {
        held.push(res);
        return 0;
      }
      if (fault.kind === '5xx') {
        answer(res, 500, { errorCode: 'InternalError', errorMessage: '서버 오류' });
        return 500;
      }
    }
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    const groupPath = /^\/messages\/v4\/groups\/([^/]+)(\/messages|\/send)?$/.exec(path);
    let status = 200;
    let reply: unknown;
    if (method === 'POST' && path === '/messages/v4/groups') {
      const group: Group = { groupId: id('G'), status: 'PENDING', messages: [] };
      groups.set(group.groupId, group);
      reply = {
        _id: group.groupId,
        groupId: group.groupId,
        status: 'PENDING',
        count: { total: 0 },
        customFields: json.customFields ?? {},
      };
    } else if (groupPath) {
      const group = groups.get(decodeURIComponent(groupPath[1]!));
      if (!group) {
        status = 404;
        reply = { errorCode: 'NotFound', errorMessage: '해당 그룹이 없음' };
      } else if (!groupPath[2] && method === 'GET') {
        reply = {
          _id: group.groupId,
          groupId: group.groupId,
          status: group.status,
          count: { total: group.messages.length },
        };
      } else if (groupPath[2] === '/messages' && method === 'GET') {
        reply = {
          startKey: null,
          limit: 20,
          messageList: Object.fromEntries(group.messages.map((m) => [m.messageId, m])),
        };
      } else if (groupPath[2] === '/messages' && method === 'PUT') {
        if (group.status !== 'PENDING') {
          status = 400;
          reply = { errorCode: 'ValidationError', errorMessage: '이미 발송 요청된 그룹입니다.' };
        } else {
          const added = ((json.messages ?? []) as Record<string, unknown>[]).map((m) => register(group, m));
          reply = {
            errorCount: added.filter((m) => m.statusCode !== '2000').length,
            resultList: added.map((m) => ({
              to: m.to,
              from: m.from,
              type: m.type,
              country: '82',
              messageId: m.messageId,
              statusCode: m.statusCode,
              statusMessage: m.statusMessage,
              accountId: '12925149',
            })),
          };
        }
      } else if (groupPath[2] === '/send' && method === 'POST') {
        if (group.status !== 'PENDING') {
          status = 400;
          reply = { errorCode: 'ValidationError', errorMessage: '이미 발송 요청된 그룹입니다.' };
        } else {
          group.status = 'SENDING';
          delivered.push(...group.messages.filter((m) => m.statusCode === '2000'));
          reply = {
            _id: group.groupId,
            groupId: group.groupId,
            status: 'SENDING',
            count: { total: group.messages.length },
          };
          if (options.sendDelayMs) {
            await new Promise((resolve) => setTimeout(resolve, options.sendDelayMs));
          }
        }
      } else {
        status = 404;
        reply = { errorCode: 'NotFound', errorMessage: 'Not Found' };
      }
    } else {
      status = 404;
      reply = { errorCode: 'NotFound', errorMessage: 'Not Found' };
    }
    if (fault?.kind === 'lose') {
      held.push(res);
      return 0;
    }
    if (!res.destroyed) {
      answer(res, status, reply);
    }
    return status;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).then(
        (status) => log.push({ method: req.method ?? '', path: req.url ?? '', status }),
        (error: unknown) => answer(res, 500, { errorCode: 'InternalError', errorMessage: String(error) }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    delivered,
    log,
    authFailures,
    groups,
    /** The next `times` calls matching `match` fail this way. */
    fail(kind: Fault['kind'], match: Fault['match'], times = 1) {
      faults.push({ kind, match, times });
    },
    /** Messages to this recipient (of this type: 'ATA', or any) get this status code at registration. */
    refuse(to: string, code: string, type = '*') {
      refusals.set(`${to}:${type}`, code);
    },
    /** Messages to this recipient are accepted again. */
    accept(to: string) {
      for (const key of [...refusals.keys()].filter((k) => k.startsWith(`${to}:`))) {
        refusals.delete(key);
      }
    },
    /** How many times each outbox id was sent. */
    sendsByOutboxId(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const message of delivered) {
        const key = message.customFields.outboxId ?? '?';
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    },
    async close() {
      for (const res of held) {
        res.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SolapiFake = Awaited<ReturnType<typeof startSolapiFake>>;
