// Saved searches (docs/domain.md "Saved searches"): a dealer saves the list's conditions under a name; at the
// next 09:00 the auctions that open there bring one Alimtalk digest, and its link opens the list with the
// saved conditions. On a server of its own: the clock moves to the next opening.
import { api } from '@autobid/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { apiLogin } from '../support/api';
import { login, VIEWPORTS } from '../support/browser';
import { advanceClock, minutesPastNextSeoulNine } from '../support/clock';
import { callApi, createListing } from '../support/factories';
import { readAlimtalkBodies } from '../support/outbox';
import { saveScreenshot, screenshotsEnabled } from '../support/screenshots';
import { browserSuite } from '../support/suite';
import { expectVisible, waitForStill } from '../support/ui';

const suite = browserSuite({ serverEnv: { TEST_CLOCK: 'true' } });
const DEALER = ACCOUNTS.unverified;
const SELLER_PHONE = '01066660033';
const REGION = '제주특별자치도';

const savedChip = (page: Page, name: string) =>
  page.getByRole('region', { name: '저장된 검색' }).getByRole('button', { name, exact: false });

async function shoot(page: Page, name: string) {
  if (!screenshotsEnabled()) {
    return;
  }
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport);
    await waitForStill(page);
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
}

describe('saved searches', () => {
  it('saves the list conditions, and the 09:00 digest link opens the list with them', async () => {
    // A listing in 제주 that opens at the next 09:00.
    const listing = await createListing(suite.baseUrl, {
      phone: SELLER_PHONE,
      status: 'APPROVED',
      overrides: { region1: REGION, region2: '제주시', region3: '연동' },
    });

    const { page } = await suite.open(VIEWPORTS.desktop);
    await login(page, DEALER.username, DEALER.password);
    await page.goto(`/auction/list?regions=${encodeURIComponent(REGION)}`);
    const bar = page.getByRole('region', { name: '저장된 검색' });
    await expectVisible(bar);
    await bar.getByRole('button', { name: '현재 조건 저장' }).click();
    const dialog = page.getByRole('dialog', { name: '검색 조건 저장' });
    await expectVisible(dialog.getByText(`지역 ${REGION}`, { exact: false }));
    await dialog.getByLabel('검색 이름').fill('제주 매물');
    await shoot(page, 'saved-search-dialog');
    await page.setViewportSize(VIEWPORTS.desktop);
    await dialog.getByRole('button', { name: '저장', exact: true }).click();
    await expectVisible(savedChip(page, '제주 매물'));
    await expect.poll(() => savedChip(page, '제주 매물').getAttribute('aria-pressed')).toBe('true');

    // Away from the search: every live auction.
    await page.goto('/auction/list');
    await expect.poll(() => savedChip(page, '제주 매물').getAttribute('aria-pressed')).toBe('false');

    // The next 09:00: the listing opens and the digest is sent, once.
    const sellerDetail = () =>
      callApi(suite.baseUrl, api.sellers.detail, listing.sellerToken, { params: { id: listing.id } });
    await advanceClock(suite.baseUrl, minutesPastNextSeoulNine(new Date((await sellerDetail()).serverNow)));
    expect((await sellerDetail()).status).toBe('PROGRESS');
    const token = await apiLogin(suite.baseUrl, DEALER.username, DEALER.password);
    const { phoneNumber } = await callApi(suite.baseUrl, api.dealers.profile, token);
    const digests = (await readAlimtalkBodies(suite.baseUrl, phoneNumber)).filter((body) =>
      body.includes('저장한 검색 조건'),
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatch(/- 제주 매물: \d+대/);
    const link = /\S*(\/auction\/list\?savedSearch=\d+)/.exec(digests[0]!)?.[1];
    expect(link).toBeTruthy();

    // The link: the list with the saved conditions, the new auction among the cards.
    await page.goto(link!);
    await expect.poll(() => new URL(page.url()).searchParams.get('regions')).toBe(REGION);
    expect(new URL(page.url()).searchParams.get('savedSearch')).toBeNull();
    await expect.poll(() => savedChip(page, '제주 매물').getAttribute('aria-pressed')).toBe('true');
    await expectVisible(
      page
        .getByRole('region', { name: '진행 중인 경매' })
        .locator(`a[href$="/auction/detail/${listing.id}"]`),
    );
    await shoot(page, 'saved-search-list');
  });
});
