// /auction/list: query-string filters (desktop panel, mobile sheet), infinite scroll, likes. On a server of its
// own: the dealers and more live auctions than one page, of two brands, are built through the API (the clock
// opens them at 09:00, docs/decisions/012).
import { api, type Brand } from '@autobid/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../support/api';
import { login, VIEWPORTS, type Viewport } from '../support/browser';
import {
  callApi,
  createDealer,
  createLiveAuctions,
  endAuctions,
  openAuctions,
  type CreatedDealer,
} from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectHidden, expectVisible, expectVisibleCount } from '../support/ui';

const suite = browserSuite({ serverEnv: { TEST_CLOCK: 'true' } });
/** New dealers (no seeded deal to go stale when the clock moves): one who browses, one who likes a card. */
let approved: CreatedDealer;
let liker: CreatedDealer;

beforeAll(async () => {
  approved = await createDealer(suite.baseUrl, { username: 'auctionlister', phone: '01066660111' });
  liker = await createDealer(suite.baseUrl, { username: 'auctionliker', phone: '01066660112' });
  // The seed's live and approved auctions run their course first, so the list holds exactly the ones built
  // here: 14, two pages (the second loaded by one scroll to the end); 10 혼다 and 4 야마하, so either brand's
  // filter fits one page.
  await openAuctions(suite.baseUrl);
  await endAuctions(suite.baseUrl);
  await createLiveAuctions(
    suite.baseUrl,
    Array.from({ length: 14 }, (_, index) => ({
      phone: `010666602${String(index).padStart(2, '0')}`,
      overrides:
        index % 4 === 1 ? { brandId: 2, model: `MT-03 ${index + 1}호` } : { model: `CB125R ${index + 1}호` },
    })),
  );
}, 180_000);

async function openList(viewport: Viewport = VIEWPORTS.desktop, dealer: CreatedDealer = approved) {
  const testPage = await suite.open(viewport);
  await login(testPage.page, dealer.username, dealer.password);
  await testPage.page.goto('/auction/list');
  return testPage;
}

const cardsIn = (page: import('playwright-core').Page) =>
  page.getByRole('region', { name: '진행 중인 경매' }).getByRole('listitem');

describe('auction list', () => {
  it('filters by a brand on desktop; the filter lives in the URL and survives a reload', async () => {
    const token = await apiLogin(suite.baseUrl, approved.username, approved.password);
    const all = await callApi(suite.baseUrl, api.auctions.list, token, { query: { page: 1, size: 50 } });
    const brand = all.items.find((item) => item.brand !== null)?.brand as Brand;
    const expected = all.items.filter((item) => item.brand?.id === brand.id);
    expect(expected.length).toBeGreaterThan(0);

    const { page } = await openList();
    // Let the unfiltered list settle first so the filtered one cannot race it.
    await expectVisible(cardsIn(page));
    await expectVisible(page.getByRole('button', { name: '브랜드', exact: true }));
    expect(
      await page.getByRole('button', { name: '브랜드', exact: true }).getAttribute('aria-expanded'),
    ).toBe('true');
    await page.getByRole('checkbox', { name: brand.name, exact: true }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('brandIds')).toBe(String(brand.id));
    await expectVisibleCount(cardsIn(page), expected.length);
    for (const item of expected) {
      await expectVisible(page.getByRole('link', { name: item.model }).first());
    }

    await page.reload();
    await expectVisibleCount(cardsIn(page), expected.length);
    expect(await page.getByRole('checkbox', { name: brand.name, exact: true }).isChecked()).toBe(true);
    await saveScreenshot(page, 'e2e-auction-list-brand');
  });

  it('toggles the accident filter', async () => {
    const { page } = await openList();
    await page.getByRole('button', { name: '사고 여부', exact: true }).click();
    const clean = page.getByRole('button', { name: '무사고', exact: true });
    await clean.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('repair')).toBe('false');
    expect(await clean.getAttribute('aria-pressed')).toBe('true');
    await clean.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('repair')).toBeNull();
    await page.getByRole('button', { name: '사고', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('repair')).toBe('true');
  });

  it('applies and resets filters in the mobile sheet', async () => {
    const { page } = await openList(VIEWPORTS.mobile);
    await page.getByRole('button', { name: '검색 조건', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: '검색 필터' });
    await expectVisible(sheet);
    await sheet.getByRole('button', { name: '용도', exact: true }).click();
    await sheet.getByRole('button', { name: '산악용', exact: true }).click();
    const purposeSummary = async () => {
      const id = await sheet
        .getByRole('button', { name: '용도', exact: true })
        .getAttribute('aria-describedby');
      return page.locator(`[id="${id ?? ''}"]`).innerText();
    };
    await expect.poll(purposeSummary).toBe('산악용');
    await sheet.getByRole('button', { name: '적용', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('purpose')).toBe('MOUNTAIN');
    await expectHidden(page.getByRole('dialog', { name: '검색 필터' }));

    // The button now tells how many conditions are on.
    await page.getByRole('button', { name: '검색 조건 (1개 적용 중)', exact: true }).click();
    await expectVisible(sheet);
    await sheet.getByRole('button', { name: '초기화', exact: true }).click();
    await expect.poll(purposeSummary).toBe('전체');
    await sheet.getByRole('button', { name: '적용', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('purpose')).toBeNull();
  });

  it('loads the next page when scrolled to the bottom', async () => {
    const token = await apiLogin(suite.baseUrl, approved.username, approved.password);
    const all = await callApi(suite.baseUrl, api.auctions.list, token, { query: { page: 1, size: 50 } });
    expect(all.items.length).toBeGreaterThan(12);
    const { page } = await openList();
    await expectVisibleCount(cardsIn(page), 12);
    await page.mouse.wheel(0, 20_000);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expectVisibleCount(cardsIn(page), all.items.length);
  });

  it('likes a card', async () => {
    const { page } = await openList(VIEWPORTS.desktop, liker);
    const cards = cardsIn(page);
    await expectVisible(cards.first());
    const count = await cards.count();
    let index = -1;
    for (let i = 0; i < count && index < 0; i += 1) {
      if ((await cards.nth(i).getByRole('button', { name: '관심 등록', exact: true }).count()) > 0) {
        index = i;
      }
    }
    expect(index, 'a card this dealer has not liked yet').toBeGreaterThanOrEqual(0);
    const card = cards.nth(index);
    // The button turns at once; the reload below must wait for the server to have stored the like.
    const stored = page.waitForResponse(
      (response) =>
        /\/like$/.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: '관심 등록', exact: true }).click();
    expect((await stored).ok()).toBe(true);
    const pressed = card.getByRole('button', { name: '관심 해제', exact: true });
    await expectVisible(pressed);
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    // Still pressed after the list refetched from the server.
    await page.reload();
    await expectVisible(cardsIn(page).nth(index).getByRole('button', { name: '관심 해제', exact: true }));
  });
});
