// Reads what the local SMS, Alimtalk and bank providers "sent": the notification outbox, listed to an
// operator by the console API (GET /v1/admin/outbox, a page newest first; recipients masked, docs/domain.md
// "Contact relay"); and a seller's or dealer's full phone through the console's "연락처 보기".
import { maskPhone } from '@autobid/shared';

/** The demo operator the server seeds. */
const OPERATOR = { username: 'admin', password: 'admin1234' } as const;

type OutboxRow = {
  id: number;
  recipient: string;
  body: string;
  link: string | null;
  template: string;
  createdAt: string;
};

/** An operator's access token, for the console API. */
export async function operatorToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  const token = ((await login.json()) as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) {
    throw new Error(`operator login failed (${login.status})`);
  }
  return token;
}

async function readOutbox(
  baseUrl: string,
  channel: 'SMS' | 'ALIMTALK' | 'BANK',
  recipient: string,
  limit: number,
) {
  const token = await operatorToken(baseUrl);
  // `phone` matches digits anywhere in the recipient: keep only the rows sent to exactly this one (the
  // console answers it masked).
  const url = `${baseUrl}/api/v1/admin/outbox?channel=${channel}&phone=${encodeURIComponent(recipient)}&size=${limit}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  const page = response.ok ? (JSON.parse(text) as { data?: { items?: OutboxRow[] } }).data : undefined;
  const rows = (page?.items ?? []).filter(
    (row) => row.recipient === recipient || row.recipient === maskPhone(recipient),
  );
  return { rows, status: response.status, text };
}

/**
 * The newest phone code sent to `phone` (digits only): the local SMS provider writes
 * "[오토비드] 인증번호 [1234]를 입력해주세요." to the notification outbox.
 */
export async function readSmsCode(baseUrl: string, phone: string): Promise<string> {
  const { rows, status, text } = await readOutbox(baseUrl, 'SMS', phone, 5);
  const code = rows.map((row) => /인증번호 \[(\d{4})\]/.exec(row.body)?.[1]).find(Boolean);
  if (!code) {
    throw new Error(`no SMS code for ${phone} in the outbox: ${status} ${text.slice(0, 300)}`);
  }
  return code;
}

/** The bodies of the SMS sent to `phone` (digits only), newest first (a consent link, docs/domain.md "Owner consent"). */
export async function readSmsBodies(baseUrl: string, phone: string): Promise<string[]> {
  const { rows } = await readOutbox(baseUrl, 'SMS', phone, 10);
  return rows.map((row) => row.body);
}

/** The bodies of the Alimtalk messages sent to `phone` (digits only), newest first. */
export async function readAlimtalkBodies(baseUrl: string, phone: string): Promise<string[]> {
  const { rows } = await readOutbox(baseUrl, 'ALIMTALK', phone, 50);
  return rows.map((row) => row.body);
}

/**
 * The path of the newest Alimtalk link to `phone` (digits only) that starts with `route`
 * (e.g. '/alimtalk/auction/detail/'), or null when none was sent.
 */
export async function readAlimtalkPath(
  baseUrl: string,
  phone: string,
  route: string,
): Promise<string | null> {
  const { rows } = await readOutbox(baseUrl, 'ALIMTALK', phone, 50);
  for (const row of rows) {
    if (!row.link) {
      continue;
    }
    const path = new URL(row.link, baseUrl).pathname;
    if (path.startsWith(route)) {
      return path;
    }
  }
  return null;
}

/**
 * The memo word of the newest 1-won transfer to `accountNumber`: the local bank provider writes
 * "[오토비드] 1원 입금 확인 문구: 사과나무" to the notification outbox.
 */
export async function readBankMemo(baseUrl: string, accountNumber: string): Promise<string> {
  const { rows, status, text } = await readOutbox(baseUrl, 'BANK', accountNumber, 5);
  const memo = rows.map((row) => /확인 문구: (\S+)/.exec(row.body)?.[1]).find(Boolean);
  if (!memo) {
    throw new Error(`no 1-won memo for ${accountNumber} in the outbox: ${status} ${text.slice(0, 300)}`);
  }
  return memo;
}

/**
 * The full phone of a seller or a dealer (the console answers them masked), as an operator's "연락처 보기" for
 * 본인 확인 요청 reads it; one audit row per call.
 */
export async function revealPhone(baseUrl: string, kind: 'SELLER' | 'DEALER', id: number): Promise<string> {
  const token = await operatorToken(baseUrl);
  const response = await fetch(`${baseUrl}/api/v1/admin/contacts/reveal`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ subject: { kind, id }, purpose: 'IDENTITY' }),
  });
  const phone = ((await response.json()) as { data?: { phone?: string } }).data?.phone;
  if (!phone) {
    throw new Error(`no phone for ${kind} ${id} (${response.status})`);
  }
  return phone;
}
