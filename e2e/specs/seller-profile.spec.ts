// The seller's 내 정보 (/seller/profile) in the browser: reached from the header, it shows the name with its
// limit (a longer one refused at the field, never cut) and the phone, saves a new name, and logs out (the
// old token then answers 401). A seller notice's link to a listing asks for the phone login first and then
// opens that listing.
import type { AdminListingItem, PagedList } from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '../support/browser';
import { operatorToken, revealPhone } from '../support/outbox';
import { field, loginAsSeller, sellerToken, shootBoth, signInAsSeller } from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();
const PROFILE_PHONE = '01077770031';

const sellerMe = (token: string) =>
  fetch(`${suite.baseUrl}/api/v1/sellers/me`, { headers: { Authorization: `Bearer ${token}` } });

describe('seller profile', () => {
  it('shows the name and phone, refuses a name over 20 characters, saves a new one and logs out', async () => {
    const token = await sellerToken(suite.baseUrl, PROFILE_PHONE);
    const { page } = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(page, token);
    await page.goto('/seller');
    await page
      .getByRole('navigation', { name: '판매자 메뉴' })
      .getByRole('link', { name: '내 정보' })
      .click();
    await expectPath(page, '/seller/profile');
    await expectVisible(page.getByText('010-7777-0031', { exact: true }));
    await expectVisible(page.getByText('20자 이내로 입력해주세요.', { exact: true }));
    await shootBoth(page, 'profile');

    const name = field(page, '판매자 이름');
    await name.fill('가'.repeat(21));
    expect(await name.inputValue()).toHaveLength(21);
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expectVisible(page.getByText('판매자 이름은 20자 이내로 입력해주세요.', { exact: true }));
    await shootBoth(page, 'profile-name-too-long');
    await name.fill('김프로필');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expectVisible(page.getByText('이름을 저장했습니다.', { exact: true }));
    const me = (await (await sellerMe(token)).json()) as { data: { name: string } };
    expect(me.data.name).toBe('김프로필');

    await page.getByRole('main').getByRole('button', { name: '로그아웃', exact: true }).click();
    await expectPath(page, '/seller/login');
    expect((await sellerMe(token)).status).toBe(401);
  });

  it('a listing link without a seller session asks for the login, then opens the listing', async () => {
    const operator = await operatorToken(suite.baseUrl);
    const listed = (await (
      await fetch(`${suite.baseUrl}/api/v1/admin/auctions?status=PROGRESS&page=1&size=1`, {
        headers: { Authorization: `Bearer ${operator}` },
      })
    ).json()) as { data: PagedList<AdminListingItem> };
    const listing = listed.data.items[0]!;
    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto(`/seller/auctions/${listing.id}`);
    await expectPath(page, '/seller/login');
    // The console answers the seller's phone masked; its "연락처 보기" gives the number (docs/domain.md "Contact relay").
    const phone = await revealPhone(suite.baseUrl, 'SELLER', listing.seller.id);
    await loginAsSeller(page, suite.baseUrl, phone, `/seller/auctions/${listing.id}`);
  });
});
