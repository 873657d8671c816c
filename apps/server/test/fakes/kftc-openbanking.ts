// A fake KFTC 오픈뱅킹 API on 127.0.0.1 for the 1-won transfer (docs/decisions/031), speaking the documented
// protocol (developers.kftc.or.kr "OAuth 인증", "입금이체"): the 이용기관 token by client_credentials with
// scope=oob, Bearer on the transfer, the 약정 계좌 and 암호문구 checked, bank_tran_id as
// `<이용기관코드>U<9 characters>` once per day, the answer's rsp_code / res_list[].bank_rsp_code (A0000 / 000
// done; A0002 with the bank's refusal such as 412 해당계좌 없음; O0001 for a bad token). A test can make the
// next calls time out or answer 5xx, and close an account with a bank code.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeTransfer = {
  bankTranId: string;
  bankCode: string;
  accountNum: string;
  printContent: string;
  amount: string;
};

export type FakeOpenBanking = {
  url: string;
  options: {
    clientId: string;
    clientSecret: string;
    orgCode: string;
    contractAccount: string;
    passPhrase: string;
  };
  /** Transfers the fake accepted (money moved). */
  transfers: FakeTransfer[];
  /** Token requests received. */
  tokenRequests: number;
  /** Accounts the receiving bank refuses, with its bank_rsp_code (e.g. '412'). */
  refusedAccounts: Map<string, string>;
  failNext(kind: 'timeout' | '500', count?: number): void;
  /** Tokens issued so far stop being accepted (O0001 on the next transfer). */
  revokeTokens(): void;
  close(): Promise<void>;
};

const BANK_MESSAGES: Record<string, string> = {
  '412': '해당계좌 없음',
  '415': '해약 계좌',
  '420': '거래중지 계좌',
};

export async function startFakeOpenBanking(): Promise<FakeOpenBanking> {
  const options = {
    clientId: 'fake-client-id',
    clientSecret: 'fake-client-secret',
    orgCode: 'M202300123',
    contractAccount: '1101230000678',
    passPhrase: 'NONE',
  };
  const transfers: FakeTransfer[] = [];
  const refusedAccounts = new Map<string, string>();
  const tokens = new Set<string>();
  const usedIds = new Set<string>();
  const failures: ('timeout' | '500')[] = [];
  const hanging = new Set<ServerResponse>();
  let tokenRequests = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const readText = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const apiTran = () => ({
    api_tran_id: randomBytes(8).toString('hex'),
    api_tran_dtm: new Date().toISOString().replace(/\D/g, '').slice(0, 17),
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const text = await readText(req);
    const path = (req.url ?? '').split('?')[0]!;
    const failure = failures.shift();
    if (failure === 'timeout') {
      hanging.add(res);
      return;
    }
    if (failure === '500') {
      return send(res, 500, { rsp_code: 'A0001', rsp_message: '처리 중 오류가 발생했습니다' });
    }
    if (req.method === 'POST' && path === '/oauth/2.0/token') {
      tokenRequests += 1;
      const form = new URLSearchParams(text);
      if (
        form.get('client_id') !== options.clientId ||
        form.get('client_secret') !== options.clientSecret ||
        form.get('scope') !== 'oob' ||
        form.get('grant_type') !== 'client_credentials'
      ) {
        return send(res, 401, { rsp_code: 'O0001', rsp_message: '인증 요청 정보가 올바르지 않습니다' });
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(res, 200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: 7_776_000,
        scope: 'oob',
        client_use_code: options.orgCode,
      });
    }
    if (req.method === 'POST' && path === '/v2.0/transfer/deposit/acnt_num') {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) {
        return send(res, 401, {
          ...apiTran(),
          rsp_code: 'O0001',
          rsp_message: '접근 토큰이 유효하지 않습니다',
        });
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return send(res, 400, { ...apiTran(), rsp_code: 'A0003', rsp_message: '요청 메시지 형식 오류' });
      }
      const item = (Array.isArray(body.req_list) ? body.req_list[0] : null) as Record<string, string> | null;
      const id = item?.bank_tran_id ?? '';
      if (
        body.cntr_account_num !== options.contractAccount ||
        body.wd_pass_phrase !== options.passPhrase ||
        body.req_cnt !== '1' ||
        !/^\d{14}$/.test(String(body.tran_dtime)) ||
        !item ||
        !new RegExp(`^${options.orgCode}U[A-Z0-9]{9}$`).test(id) ||
        !/^\d{3}$/.test(item.bank_code_std ?? '') ||
        !item.print_content ||
        [...item.print_content].length > 20 ||
        !/^\d+$/.test(item.tran_amt ?? '')
      ) {
        return send(res, 200, { ...apiTran(), rsp_code: 'A0003', rsp_message: '요청 파라미터 오류' });
      }
      if (usedIds.has(id)) {
        return send(res, 200, { ...apiTran(), rsp_code: 'A0012', rsp_message: '은행거래고유번호 중복' });
      }
      usedIds.add(id);
      const refusal = refusedAccounts.get(item.account_num ?? '');
      const result = {
        tran_no: '1',
        bank_tran_id: id,
        bank_tran_date: new Date().toISOString().slice(0, 10).replace(/-/g, ''),
        bank_code_tran: item.bank_code_std,
        bank_rsp_code: refusal ?? '000',
        bank_rsp_message: refusal ? (BANK_MESSAGES[refusal] ?? '처리불가') : '',
        account_num_masked: `${(item.account_num ?? '').slice(0, -3)}***`,
        print_content: item.print_content,
        tran_amt: item.tran_amt,
      };
      if (!refusal) {
        transfers.push({
          bankTranId: id,
          bankCode: item.bank_code_std!,
          accountNum: item.account_num ?? '',
          printContent: item.print_content,
          amount: item.tran_amt!,
        });
      }
      return send(res, 200, {
        ...apiTran(),
        rsp_code: refusal ? 'A0002' : 'A0000',
        rsp_message: refusal ? '참가기관 에러' : '',
        res_cnt: '1',
        res_list: [result],
      });
    }
    return send(res, 404, { rsp_code: 'A0004', rsp_message: '요청 URL 없음' });
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    options,
    transfers,
    get tokenRequests() {
      return tokenRequests;
    },
    refusedAccounts,
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i += 1) {
        failures.push(kind);
      }
    },
    revokeTokens() {
      tokens.clear();
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
