import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { QUERY_RETRY_COUNT, api, type PublicOwnerConsent } from '@autobid/shared';
import { RETRY_LABEL } from '@/components/ui/query-state';
import { answer, calls, failNetwork, refuse, renderApp, testQueryClient } from '@/testing/harness';
import { CONSENT_READ_FAILED_TITLE, OwnerConsentPage } from './owner-consent-page';

const consent: PublicOwnerConsent = {
  platform: '오토비드',
  vehicleType: '승용',
  brandName: '현대',
  model: '쏘나타',
  year: 2020,
  plateNumber: '12가3456',
  sellerName: '김*수',
  ownerName: '홍길동',
  ownerPhone: '010-****-5678',
  expiresAt: '2026-01-02T10:00:00+09:00',
};

/** The app's query client with its retry rule, the back-off taken without waiting. */
function retryingClient() {
  const client = testQueryClient({ retries: true });
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return client;
}

function renderPage() {
  renderApp(<OwnerConsentPage />, {
    path: '/consent/abc',
    pattern: '/consent/:token',
    queryClient: retryingClient(),
  });
}

describe('owner consent page', () => {
  it('shows a refused link at once, with the server message and no retry', async () => {
    refuse(api.ownerConsents.view, {
      status: 410,
      errorCode: 'OWNER_CONSENT_GONE',
      message: '동의 기한이 지났습니다.',
    });
    renderPage();

    expect(await screen.findByText('동의 요청을 열 수 없습니다')).toBeTruthy();
    expect(screen.getByText('동의 기한이 지났습니다.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: RETRY_LABEL })).toBeNull();
    expect(calls(api.ownerConsents.view)).toHaveLength(1);
  });

  it('retries a failed read, then shows the failure with a retry that loads the consent', async () => {
    failNetwork(api.ownerConsents.view);
    renderPage();

    const retry = await screen.findByRole('button', { name: RETRY_LABEL });
    expect(calls(api.ownerConsents.view)).toHaveLength(1 + QUERY_RETRY_COUNT);
    // Named for what failed: the visitor opened a consent request, not a list.
    expect(screen.getByText(CONSENT_READ_FAILED_TITLE)).toBeTruthy();
    expect(screen.queryByText('동의 요청을 열 수 없습니다')).toBeNull();

    answer(api.ownerConsents.view, consent);
    fireEvent.click(retry);
    expect(await screen.findByText('차량 판매 광고 소유자 동의')).toBeTruthy();
    expect(screen.getByText('12가3456')).toBeTruthy();
  });

  it('retries a 5xx the same way', async () => {
    refuse(api.ownerConsents.view, { status: 503 });
    renderPage();

    expect(await screen.findByRole('button', { name: RETRY_LABEL })).toBeTruthy();
    expect(calls(api.ownerConsents.view)).toHaveLength(1 + QUERY_RETRY_COUNT);
  });
});
