// A fee's own virtual account through Toss Payments (docs/domain.md "Fee virtual accounts", ADR 031), as its
// core API documents it (docs.tosspayments.com, "가상계좌 API", "결제 조회", "결제 취소", "웹훅"):
// - every call carries `Authorization: Basic base64(<secret key> + ':')`;
// - `POST /v1/virtual-accounts` {amount, orderId, orderName, customerName, bank, dueDate} answers a Payment
//   whose `virtualAccount` names the account and whose `secret` the deposit notice (DEPOSIT_CALLBACK) repeats;
//   the `Idempotency-Key` header (our orderId) makes a retried issue answer the first one;
// - `GET /v1/payments/orders/{orderId}` answers the Payment (status DONE once paid, totalAmount);
// - `POST /v1/payments/{paymentKey}/cancel` {cancelReason} cancels it (before a deposit, nothing to refund);
// - a refusal is an HTTP 4xx with `{ code, message }` (e.g. INVALID_REQUEST, NOT_FOUND_PAYMENT,
//   ALREADY_CANCELED_PAYMENT); 5xx, a timeout or a network error is "try again later".

/** Toss's two-digit bank codes of the banks that issue virtual accounts, with the names dealers know. */
export const TOSS_VIRTUAL_ACCOUNT_BANKS: Readonly<Record<string, string>> = {
  '39': '경남은행',
  '34': '광주은행',
  '06': 'KB국민은행',
  '03': 'IBK기업은행',
  '11': 'NH농협은행',
  '31': 'iM뱅크(대구)',
  '32': '부산은행',
  '45': '새마을금고',
  '07': 'Sh수협은행',
  '88': '신한은행',
  '20': '우리은행',
  '71': '우체국',
  '37': '전북은행',
  '89': '케이뱅크',
  '81': '하나은행',
};

export type TossPayment = {
  paymentKey: string;
  orderId: string;
  status: string;
  totalAmount: number;
  secret: string | null;
  approvedAt: string | null;
  virtualAccount: {
    accountNumber: string;
    bankCode: string;
    customerName: string;
    dueDate: string;
    depositorName?: string | null;
  } | null;
};

/** What a call to the PG came to: its answer, a refusal for good, or "try again later". */
export type PgResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'unavailable'; answer: string };

export type IssueVirtualAccountInput = {
  orderId: string;
  orderName: string;
  amount: number;
  customerName: string;
  /** When the account stops taking deposits (the deal's deposit deadline). */
  dueAt: Date;
};

/** The payment provider of the fees' own virtual accounts; absent, fees go to the shared account + code. */
export type FeeVirtualAccountProvider = {
  /** Stored on the account row ('toss'). */
  readonly name: string;
  issue(input: IssueVirtualAccountInput): Promise<PgResult<TossPayment>>;
  findByOrderId(orderId: string): Promise<PgResult<TossPayment>>;
  cancel(paymentKey: string, reason: string): Promise<PgResult<TossPayment>>;
};

export type TossPaymentsOptions = {
  secretKey: string;
  baseUrl: string;
  /** Bank code of the issued accounts (TOSS_VIRTUAL_ACCOUNT_BANK). */
  bank: string;
  timeoutMs: number;
};

/** `2026-12-06T19:30:00+09:00`: Toss reads dueDate as Korean time. */
export function kstIso(date: Date): string {
  const kst = new Date(date.getTime() + 9 * 3600 * 1000);
  return `${kst.toISOString().slice(0, 19)}+09:00`;
}

export function basicAuthorization(secretKey: string): string {
  return `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
}

function paymentOf(body: unknown): TossPayment | null {
  if (!body || typeof body !== 'object') {
    return null;
  }
  const value = body as Record<string, unknown>;
  if (typeof value.paymentKey !== 'string' || typeof value.orderId !== 'string') {
    return null;
  }
  const account = value.virtualAccount as Record<string, unknown> | null | undefined;
  return {
    paymentKey: value.paymentKey,
    orderId: value.orderId,
    status: typeof value.status === 'string' ? value.status : '',
    totalAmount: typeof value.totalAmount === 'number' ? value.totalAmount : 0,
    secret: typeof value.secret === 'string' ? value.secret : null,
    approvedAt: typeof value.approvedAt === 'string' ? value.approvedAt : null,
    virtualAccount:
      account && typeof account.accountNumber === 'string'
        ? {
            accountNumber: account.accountNumber,
            bankCode: typeof account.bankCode === 'string' ? account.bankCode : '',
            customerName: typeof account.customerName === 'string' ? account.customerName : '',
            dueDate: typeof account.dueDate === 'string' ? account.dueDate : '',
            depositorName: typeof account.depositorName === 'string' ? account.depositorName : null,
          }
        : null,
  };
}

export function createTossPayments(options: TossPaymentsOptions): FeeVirtualAccountProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<PgResult<TossPayment>> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: basicAuthorization(options.secretKey),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return {
        kind: 'unavailable',
        answer:
          name === 'TimeoutError' ? `timeout after ${options.timeoutMs} ms` : `network: ${String(error)}`,
      };
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status >= 500 || response.status === 429) {
      return { kind: 'unavailable', answer: `HTTP ${response.status} ${text.slice(0, 200)}` };
    }
    if (!response.ok) {
      const error = (parsed ?? {}) as { code?: unknown; message?: unknown };
      return {
        kind: 'refused',
        code: typeof error.code === 'string' ? error.code : `HTTP_${response.status}`,
        message: typeof error.message === 'string' ? error.message : text.slice(0, 200),
      };
    }
    const payment = paymentOf(parsed);
    return payment
      ? { kind: 'ok', value: payment }
      : { kind: 'unavailable', answer: `unreadable answer: ${text.slice(0, 200)}` };
  };

  return {
    name: 'toss',
    issue: (input) =>
      call(
        'POST',
        '/v1/virtual-accounts',
        {
          amount: input.amount,
          orderId: input.orderId,
          orderName: input.orderName,
          customerName: input.customerName,
          bank: options.bank,
          dueDate: kstIso(input.dueAt),
        },
        input.orderId,
      ),
    findByOrderId: (orderId) => call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`),
    cancel: (paymentKey, reason) =>
      call(
        'POST',
        `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
        { cancelReason: reason },
        `cancel-${paymentKey}`.slice(0, 300),
      ),
  };
}
