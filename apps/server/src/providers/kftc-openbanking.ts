// The 1-won account-ownership transfer through the KFTC 오픈뱅킹 API (docs/domain.md "Bank account check",
// ADR 031), as the 금융결제원 developer site documents it (developers.kftc.or.kr, "OAuth 인증", "입금이체"):
// - an 이용기관 token: `POST /oauth/2.0/token` (form: client_id, client_secret, scope=oob,
//   grant_type=client_credentials) answers {access_token, expires_in}; every API call carries it as Bearer;
// - `POST /v2.0/transfer/deposit/acnt_num` moves money from the 약정 계좌 to a real account number, one
//   request per message (req_cnt 1): print_content is what the receiving account's statement shows (the
//   memo word the dealer types back), bank_tran_id is `<이용기관코드>U<9 characters>` unique per day (ours is the
//   outbox row id, so a retry of the same message is refused as a duplicate instead of paying twice);
// - the answer's rsp_code A0000 with the bank's bank_rsp_code 000 is done; the bank's account refusals
//   (412 해당계좌 없음, 415 해약 계좌, 416 잡좌, 419 사고신고 계좌, 420 거래중지 계좌, 499 기타 처리불가,
//   815 예금주명 불일치) are final; an O-code (token, gateway), A0007 (처리 중: result unknown), HTTP 5xx or a
//   timeout is tried again; any other code is a refusal with its message.
import type { DeliveryAttempt, DeliveryResult, DeliveryTransport, OutboxRow } from './delivery';

/** The KFTC 오픈뱅킹 keys (config-bank.ts reads them from OPENBANKING_*). */
export type OpenBankingConfig = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** 이용기관코드 (10 characters), the first part of every bank_tran_id. */
  orgCode: string;
  /** 약정 계좌 the 1 won leaves from. */
  contractAccount: string;
  /** 입금이체용 암호문구. */
  passPhrase: string;
  /** Who the transfer is from, on our statement (wd_print_content) and as req_client_name. */
  clientName: string;
  timeoutMs: number;
};

export type OpenBankingOptions = OpenBankingConfig & {
  /** The server's clock, for tran_dtime and the token's expiry. */
  now?: () => Date;
};

/** The receiving bank's codes that say the account cannot take the transfer: the message is refused. */
export const REFUSED_BANK_CODES: Readonly<Record<string, string>> = {
  '412': '해당계좌 없음',
  '415': '해약 계좌',
  '416': '잡좌',
  '419': '사고 신고계좌',
  '420': '거래중지 계좌',
  '499': '기타 처리불가',
  '815': '예금주명 불일치',
};

/** `20261206193000`, Korean time. */
function tranDtime(date: Date): string {
  const kst = new Date(date.getTime() + 9 * 3600 * 1000).toISOString();
  return kst.slice(0, 19).replace(/[-T:]/g, '');
}

/** The outbox row's id as the 9 characters after `U`: unique for ever, so unique per day. */
export function bankTranId(orgCode: string, rowId: number): string {
  return `${orgCode}U${rowId.toString(36).toUpperCase().padStart(9, '0').slice(-9)}`;
}

type Answer = { status: number; body: Record<string, unknown> | null; text: string };

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export function createOpenBankingTransport(options: OpenBankingOptions): DeliveryTransport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | null = null;

  const send = async (path: string, init: RequestInit): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const text = await response.text().catch(() => '');
    let body: Record<string, unknown> | null = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      body = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body, text };
  };

  /** The 이용기관 token, fetched once and kept until a minute before it expires. */
  const accessToken = async (): Promise<string | DeliveryResult> => {
    if (token && token.expiresAt > now().getTime() + 60_000) {
      return token.value;
    }
    const answer = await send('/oauth/2.0/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_secret: options.clientSecret,
        scope: 'oob',
        grant_type: 'client_credentials',
      }).toString(),
    });
    const value = str(answer.body?.access_token);
    if (answer.status !== 200 || !value) {
      // A wrong client key is the operator's to fix, not the message's fault: keep it queued.
      return {
        kind: 'retry',
        answer:
          `token: HTTP ${answer.status} ${str(answer.body?.rsp_code)} ${str(answer.body?.rsp_message)}`.trim(),
      };
    }
    const seconds = Number(answer.body?.expires_in ?? 0);
    token = { value, expiresAt: now().getTime() + (Number.isFinite(seconds) ? seconds : 0) * 1000 };
    return value;
  };

  const transfer = async (message: OutboxRow, attempt?: DeliveryAttempt): Promise<DeliveryResult> => {
    const payload = message.payload;
    const memo = str(payload.memo);
    const bankCode = str(payload.bankCode);
    if (!memo || !bankCode) {
      return { kind: 'refused', answer: 'payload: memo and bankCode are required' };
    }
    const bearer = await accessToken();
    if (typeof bearer !== 'string') {
      return bearer;
    }
    const id = bankTranId(options.orgCode, message.id);
    // The same id on every try: the bank refuses a second transfer under it rather than paying twice.
    await attempt?.remember(id);
    const answer = await send('/v2.0/transfer/deposit/acnt_num', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json; charset=UTF-8',
      },
      body: JSON.stringify({
        cntr_account_type: 'N',
        cntr_account_num: options.contractAccount,
        wd_pass_phrase: options.passPhrase,
        wd_print_content: options.clientName.slice(0, 20),
        name_check_option: 'off',
        tran_dtime: tranDtime(now()),
        req_cnt: '1',
        req_list: [
          {
            tran_no: '1',
            bank_tran_id: id,
            bank_code_std: bankCode,
            account_num: message.recipient,
            print_content: memo.slice(0, 20),
            tran_amt: String(Number(payload.amount ?? 1)),
            req_client_name: options.clientName.slice(0, 20),
            req_client_num: typeof payload.dealerId === 'number' ? String(payload.dealerId) : '',
            transfer_purpose: 'AU',
          },
        ],
      }),
    });
    if (answer.status >= 500 || answer.status === 429) {
      return { kind: 'retry', answer: `HTTP ${answer.status} ${answer.text.slice(0, 200)}` };
    }
    const body = answer.body ?? {};
    const rspCode = str(body.rsp_code);
    const rspMessage = str(body.rsp_message);
    const result = Array.isArray(body.res_list) ? (body.res_list[0] as Record<string, unknown>) : {};
    const bankCodeAnswer = str(result?.bank_rsp_code ?? body.bank_rsp_code);
    const bankMessage = str(result?.bank_rsp_message ?? body.bank_rsp_message);
    const said =
      `${rspCode} ${rspMessage}${bankCodeAnswer ? ` / bank ${bankCodeAnswer} ${bankMessage}` : ''}`.trim();
    if (answer.status === 200 && rspCode === 'A0000' && (bankCodeAnswer === '000' || bankCodeAnswer === '')) {
      return { kind: 'sent', providerMessageId: str(result?.bank_tran_id) || id, answer: said };
    }
    const refusal = REFUSED_BANK_CODES[bankCodeAnswer];
    if (refusal) {
      return { kind: 'refused', answer: `[${bankCodeAnswer}] ${bankMessage || refusal}` };
    }
    if (rspCode.startsWith('O') || answer.status === 401) {
      // The token was refused (expired early, revoked): fetch a new one on the next try.
      token = null;
      return { kind: 'retry', answer: said || `HTTP ${answer.status}` };
    }
    if (rspCode === 'A0007') {
      return { kind: 'retry', answer: said };
    }
    return { kind: 'refused', answer: said || `HTTP ${answer.status} ${answer.text.slice(0, 200)}` };
  };

  return {
    name: 'kftc',
    async deliver(message, attempt) {
      try {
        return await transfer(message, attempt);
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        return {
          kind: 'retry',
          answer:
            name === 'TimeoutError' ? `timeout after ${options.timeoutMs} ms` : `network: ${String(error)}`,
        };
      }
    },
  };
}
