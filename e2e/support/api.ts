// Signing a dealer in over the API, to learn what the screens should show (the tests assert the UI, not the API).
import { api } from '@autobid/shared';
import { callApi } from './factories';

/** A dealer access token for `username`, through the table's login route (callApi throws on a refusal). */
export async function apiLogin(baseUrl: string, username: string, password: string): Promise<string> {
  const { accessToken } = await callApi(baseUrl, api.dealers.login, null, { body: { username, password } });
  return accessToken;
}
