// A fake Toss Payments core API on 127.0.0.1 for the fee virtual-account adapter (docs/decisions/031), speaking
// the documented protocol (docs.tosspayments.com "API 사용하기", "가상계좌 API", "결제 조회", "결제 취소"):
// Basic auth of `<secret key>:`, the `{ code, message }` error body, an Idempotency-Key that answers a repeated
// request with the first answer, DUPLICATED_ORDER_ID without one, NOT_FOUND_PAYMENT, ALREADY_CANCELED_PAYMENT.
// A test can make the next calls time out or answer 5xx, and "deposit" into an account: the fake then reports
// the payment DONE and hands back the DEPOSIT_CALLBACK body Toss would post.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakePayment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED';
  totalAmount: number;
  secret: string;
  approvedAt: string | null;
  bankCode: string;
  accountNumber: string;
  customerName: string;
  dueDate: string;
  depositorName: string | null;
};

export type FakeTossRequest = { method: string; path: string; body: unknown; idempotencyKey: string | null };

const BANKS = new Set([
  '39',
  '34',
  '06',
  '03',
  '11',
  '31',
  '32',
  '45',
  '07',
  '88',
  '20',
  '71',
  '37',
  '89',
  '81',
]);

export type FakeToss = {
  url: string;
  secretKey: string;
  payments: Map<string, FakePayment>;
  requests: FakeTossRequest[];
  /** The next `count` calls hang until the client gives up (a timeout), or answer HTTP 500. */
  failNext(kind: 'timeout' | '500', count?: number): void;
  /** Money arrives in the order's account: the payment is DONE; answers the DEPOSIT_CALLBACK body. */
  deposit(
    orderId: string,
    options?: { amount?: number; at?: Date },
  ): { createdAt: string; secret: string; orderId: string; status: string; transactionKey: string };
  close(): Promise<void>;
};

function kst(date: Date): string {
  return `${new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;
}

function paymentBody(payment: FakePayment) {
  return {
    mId: 'tosspayments',
    version: '2022-11-16',
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    status: payment.status,
    method: '가상계좌',
    currency: 'KRW',
    totalAmount: payment.totalAmount,
    balanceAmount: payment.status === 'CANCELED' ? 0 : payment.totalAmount,
    requestedAt: kst(new Date()),
    approvedAt: payment.approvedAt,
    secret: payment.secret,
    virtualAccount: {
      accountType: '일반',
      accountNumber: payment.accountNumber,
      bankCode: payment.bankCode,
      customerName: payment.customerName,
      dueDate: payment.dueDate,
      refundStatus: 'NONE',
      expired: false,
      settlementStatus: 'INCOMPLETED',
      depositorName: payment.depositorName,
    },
  };
}

export async function startFakeToss(secretKey = 'test_sk_fakeFakeFake0123456789'): Promise<FakeToss> {
  const payments = new Map<string, FakePayment>();
  const byKey = new Map<string, FakePayment>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeTossRequest[] = [];
  const failures: ('timeout' | '500')[] = [];
  const hanging = new Set<ServerResponse>();
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { code, message });

  const readBody = (req: IncomingMessage) =>
    new Promise<unknown>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve(text ? JSON.parse(text) : null);
        } catch {
          resolve(undefined);
        }
      });
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0]!;
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    requests.push({ method: req.method ?? '', path, body, idempotencyKey: key });
    const failure = failures.shift();
    if (failure === 'timeout') {
      hanging.add(res);
      return;
    }
    if (failure === '500') {
      return error(res, 500, 'FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다.');
    }
    if (req.headers.authorization !== expected) {
      return error(res, 401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
    }
    const replayKey = key ? `${req.method} ${path} ${key}` : null;
    const earlier = replayKey ? idempotent.get(replayKey) : undefined;
    if (earlier) {
      return send(res, earlier.status, earlier.body);
    }
    const answer = (status: number, result: unknown) => {
      if (replayKey) {
        idempotent.set(replayKey, { status, body: result });
      }
      send(res, status, result);
    };
    const input = (body ?? {}) as Record<string, unknown>;
    if (req.method === 'POST' && path === '/v1/virtual-accounts') {
      const orderId = typeof input.orderId === 'string' ? input.orderId : '';
      if (
        !Number.isInteger(input.amount) ||
        (input.amount as number) <= 0 ||
        !/^[A-Za-z0-9_-]{6,64}$/.test(orderId) ||
        typeof input.orderName !== 'string' ||
        typeof input.customerName !== 'string' ||
        !BANKS.has(String(input.bank)) ||
        typeof input.dueDate !== 'string' ||
        !/\+09:00$/.test(input.dueDate)
      ) {
        return answer(400, { code: 'INVALID_REQUEST', message: '잘못된 요청입니다.' });
      }
      if (payments.has(orderId)) {
        return answer(400, {
          code: 'DUPLICATED_ORDER_ID',
          message: '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.',
        });
      }
      const payment: FakePayment = {
        paymentKey: `pk_${randomBytes(8).toString('hex')}`,
        orderId,
        orderName: input.orderName,
        status: 'WAITING_FOR_DEPOSIT',
        totalAmount: input.amount as number,
        secret: `ps_${randomBytes(12).toString('hex')}`,
        approvedAt: null,
        bankCode: String(input.bank),
        accountNumber: `X${String(Date.now()).slice(-6)}${String(payments.size).padStart(6, '0')}`,
        customerName: input.customerName,
        dueDate: input.dueDate,
        depositorName: null,
      };
      payments.set(orderId, payment);
      byKey.set(payment.paymentKey, payment);
      return answer(200, paymentBody(payment));
    }
    const order = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && order) {
      const payment = payments.get(decodeURIComponent(order[1]!));
      return payment
        ? send(res, 200, paymentBody(payment))
        : error(res, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    const cancel = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancel) {
      const payment = byKey.get(decodeURIComponent(cancel[1]!));
      if (!payment) {
        return answer(404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' });
      }
      if (typeof input.cancelReason !== 'string' || !input.cancelReason) {
        return answer(400, { code: 'INVALID_REQUEST', message: '취소 사유를 입력해주세요.' });
      }
      if (payment.status === 'CANCELED') {
        return answer(400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' });
      }
      payment.status = 'CANCELED';
      return answer(200, paymentBody(payment));
    }
    return error(res, 404, 'NOT_FOUND', '요청한 리소스를 찾을 수 없습니다.');
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    payments,
    requests,
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i += 1) {
        failures.push(kind);
      }
    },
    deposit(orderId, options = {}) {
      const payment = payments.get(orderId);
      if (!payment) {
        throw new Error(`no fake payment ${orderId}`);
      }
      payment.status = 'DONE';
      payment.totalAmount = options.amount ?? payment.totalAmount;
      payment.approvedAt = kst(options.at ?? new Date());
      payment.depositorName = '입금자';
      return {
        createdAt: new Date().toISOString().slice(0, 23),
        secret: payment.secret,
        orderId,
        status: 'DONE',
        transactionKey: randomBytes(16).toString('hex').toUpperCase(),
      };
    },
    async close() {
      for (const res of hanging) {
        res.destroy();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
