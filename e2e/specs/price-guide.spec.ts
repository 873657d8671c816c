// Price guidance on the seller's hope-price step (docs/domain.md "Price guidance"): with completed trades of the
// PCX125 (three deals of a new dealer, built through the API on a server of its own: the clock ends the
// auctions, the fees are paid by the bank's signed notice, the dealer completes), a seller listing one sees
// "최근 6개월 유사 차량 N대: 중간 X만원, 대부분 Y~Z만원" and the chart of the comparables at 390 px; a model no one
// has sold says there are few sales yet.
import { PRICE_GUIDE_MESSAGES } from '@autobid/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../support/browser';
import { DEAL_SERVER_ENV, createDeals } from '../support/deal-factories';
import { createDealer } from '../support/factories';
import { sellerToken, shootBoth, signInAsSeller } from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: { ...DEAL_SERVER_ENV } });
/** The completed trades: 혼다 PCX125s of 2021, 12,500 km (the factory's listing), at three prices. */
const TRADES = [2_400_000, 2_700_000, 3_100_000];

beforeAll(async () => {
  const dealer = await createDealer(suite.baseUrl, { username: 'guidedealer', phone: '01066660091' });
  await createDeals(
    suite.baseUrl,
    dealer,
    TRADES.map((price, index) => ({
      sellerPhone: `0106666009${index + 2}`,
      step: 'COMPLETED' as const,
      price,
      overrides: { model: 'PCX125' },
    })),
  );
}, 180_000);
/** Phones the seed does not know: each test's seller starts with no listing. */
const PHONES = { band: '01077770301', few: '01077770302' } as const;
/** 위치와 가격. */
const PLACE_STEP = 5;

/** A new seller's draft of the vehicle by the API, opened at the hope-price step. */
async function openPlaceStep(page: Parameters<typeof signInAsSeller>[0], phone: string, model: string) {
  const token = await sellerToken(suite.baseUrl, phone);
  const response = await fetch(`${suite.baseUrl}/api/v1/sellers/auctions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    // 혼다 (brand 1), as the PCX125 trades built above.
    body: JSON.stringify({ brandId: 1, model, year: 2022, mileage: 8_200 }),
  });
  const { data } = (await response.json()) as { data: { id: number } };
  await signInAsSeller(page, token);
  await page.goto(`/seller/auctions/${data.id}/edit?step=${PLACE_STEP}`);
}

describe('price guide on the hope-price step', () => {
  it('shows the band of similar completed trades and their chart at 390 px', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await openPlaceStep(page, PHONES.band, 'pcx125 ');
    const guide = page.getByTestId('price-guide');
    await expectVisible(
      guide.getByText(/^최근 6개월 유사 차량 \d+대: 중간 [\d,]+만원, 대부분 [\d,]+~[\d,]+만원$/),
    );
    const chart = guide.getByRole('img', { name: /유사 차량 \d+대의 주행거리별 거래가/ });
    await expectVisible(chart);
    expect(await chart.locator('circle').count()).toBeGreaterThanOrEqual(3);
    // Within the 390 px screen, no sideways scroll.
    const box = await chart.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.getByLabel('희망 가격', { exact: true }).fill('250');
    await shootBoth(page, 'price-guide');
  });

  it('says there are few similar trades for a model no one has sold', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await openPlaceStep(page, PHONES.few, 'CBR1000RR-R 파이어블레이드');
    await expectVisible(page.getByTestId('price-guide').getByText(PRICE_GUIDE_MESSAGES.few, { exact: true }));
  });
});
