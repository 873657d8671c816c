// Reads what the local SMS provider "sent": the notification outbox, listed to an operator by the console API.

/** The demo operator the server seeds. */
const OPERATOR = { username: 'admin', password: 'admin1234' } as const;

/**
 * The newest phone code sent to `phone` (digits only): the local SMS provider writes
 * "[오토비드] 인증번호 [1234]를 입력해주세요." to the notification outbox, which GET /v1/admin/outbox lists
 * (newest first) to an operator.
 */
export async function readSmsCode(baseUrl: string, phone: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(OPERATOR),
  });
  const token = ((await login.json()) as { data?: { accessToken?: string } }).data?.accessToken;
  if (!token) throw new Error(`operator login failed (${login.status})`);
  const url = `${baseUrl}/api/v1/admin/outbox?channel=SMS&recipient=${encodeURIComponent(phone)}&limit=5`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  const rows = response.ok ? ((JSON.parse(text) as { data?: { body: string }[] }).data ?? []) : [];
  const code = rows.map((row) => /인증번호 \[(\d{4})\]/.exec(row.body)?.[1]).find(Boolean);
  if (!code) throw new Error(`no SMS code for ${phone} in the outbox: ${response.status} ${text.slice(0, 300)}`);
  return code;
}
