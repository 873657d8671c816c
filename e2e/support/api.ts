// Direct API calls, used to learn what the screens should show (the tests assert the UI, not the API).
type Envelope<T> = { code: number; message: string; data: T };

export async function apiGet<T>(baseUrl: string, apiPath: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${apiPath}`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new Error(`GET /api${apiPath} answered ${response.status}: ${await response.text()}`);
  }
  const body = (await response.json()) as Envelope<T>;
  return body.data;
}

export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/dealers/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as Envelope<{ accessToken?: string } | null>;
  const token = body.data?.accessToken;
  if (!response.ok || token === undefined) {
    throw new Error(`login of ${username} failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return token;
}
