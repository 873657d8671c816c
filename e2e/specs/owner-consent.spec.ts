// The registered owner's consent (docs/domain.md "Owner consent") in the browser: at 390 px the seller types
// the plate on the form's 소유자 확인 step, is refused for a name the registry does not know as the owner,
// confirms his own and sends the listing to review; for a family member's car the seller asks by SMS, the
// listing cannot go to review yet, the owner opens /consent/:token in a browser of his own, gets a code and
// consents once (the link then says it was used), and the listing goes to review. Dealers see the badge.
import { OWNER_CONSENT_MESSAGES } from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../support/accounts';
import { VIEWPORTS, login } from '../support/browser';
import { createListing } from '../support/factories';
import { readSmsBodies, readSmsCode } from '../support/outbox';
import {
  field,
  nextButton,
  shootBoth,
  signInAsSeller,
  stepHeading,
  SUBMITTED_NOTICE,
} from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite();
const OWNER_STEP = 6;

/** The seller's name, set through the API (the form asks it once before the first submission). */
async function nameSeller(token: string, name: string) {
  const response = await fetch(`${suite.baseUrl}/api/v1/sellers/me`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(200);
}

describe('owner consent', () => {
  it("the seller confirms he is the registered owner on the form's step at 390 px and sends it to review", async () => {
    const listing = await createListing(suite.baseUrl, {
      phone: '01077310001',
      status: 'REGISTERED',
      overrides: { plateNumber: '' },
    });
    await nameSeller(listing.sellerToken, '김민수');
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(page, listing.sellerToken);
    await page.goto(`/seller/auctions/${listing.id}/edit?step=${OWNER_STEP}`);
    await expectVisible(stepHeading(page, '소유자 확인'));

    // No plate: "다음" says so at the field.
    await nextButton(page).click();
    await expectVisible(page.getByText(OWNER_CONSENT_MESSAGES.plateRequired, { exact: true }));
    // A plate in no Korean format is refused at the field.
    await field(page, '사용신고 번호').fill('ABC-123');
    await page.getByRole('group', { name: '등록된 소유자' }).getByText('본인 소유', { exact: true }).click();
    await page.getByRole('button', { name: '소유자 이름 확인', exact: true }).click();
    await expectVisible(page.getByText(OWNER_CONSENT_MESSAGES.plateFormat, { exact: true }));

    // 12가3456 is 김민수's in the local registry: another name is refused at the name.
    await field(page, '사용신고 번호').fill('12가 3456');
    await field(page, '소유자 이름 (등록증에 적힌 이름)').fill('홍길동');
    await page.getByRole('button', { name: '소유자 이름 확인', exact: true }).click();
    await expectVisible(page.getByText(OWNER_CONSENT_MESSAGES.nameMismatch, { exact: true }));
    await shootBoth(page, 'owner-step-mismatch');

    await field(page, '소유자 이름 (등록증에 적힌 이름)').fill('김민수');
    await page.getByRole('button', { name: '소유자 이름 확인', exact: true }).click();
    await expectVisible(page.getByText('소유자 본인 확인이 완료되었습니다.', { exact: true }));
    await expectVisible(page.getByText(/확인 완료 · 본인 소유/));
    await shootBoth(page, 'owner-step-confirmed');

    await nextButton(page).click();
    await expectVisible(stepHeading(page, '확인'));
    await expectVisible(page.getByText('12가3456', { exact: true }));
    await page.getByRole('button', { name: '심사 요청', exact: true }).click();
    await expectPath(page, `/seller/auctions/${listing.id}`);
    expect(dialogs).toContainEqual(expect.stringMatching(SUBMITTED_NOTICE));
  });

  it('a family member consents through the SMS link and his code, once; then the listing goes to review', async () => {
    const ownerPhone = '01077320002';
    const listing = await createListing(suite.baseUrl, {
      phone: '01077310002',
      status: 'REGISTERED',
      overrides: { plateNumber: '서울강남가1234' },
    });
    await nameSeller(listing.sellerToken, '한아들');
    const seller = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(seller.page, listing.sellerToken);
    await seller.page.goto(`/seller/auctions/${listing.id}/edit?step=${OWNER_STEP}`);
    await expectVisible(stepHeading(seller.page, '소유자 확인'));
    await seller.page
      .getByRole('group', { name: '등록된 소유자' })
      .getByText('다른 소유자', { exact: true })
      .click();
    await field(seller.page, '소유자 이름').fill('한도윤');
    await field(seller.page, '소유자 휴대폰 번호').fill('010-7732-0002');
    await seller.page.getByRole('button', { name: '동의 요청 문자 보내기', exact: true }).click();
    await expectVisible(seller.page.getByText(/소유자의 동의를 기다리는 중/));
    await shootBoth(seller.page, 'owner-step-pending');

    // Not yet: the review is refused with the reason.
    await nextButton(seller.page).click();
    await expectVisible(stepHeading(seller.page, '확인'));
    await seller.page.getByRole('button', { name: '심사 요청', exact: true }).click();
    await expectVisible(seller.page.getByText(OWNER_CONSENT_MESSAGES.required, { exact: true }));

    // The owner's SMS carries the link; he opens it in a browser of his own.
    const [sms] = await readSmsBodies(suite.baseUrl, ownerPhone);
    const link = /\/consent\/[\w-]+/.exec(sms ?? '')?.[0];
    expect(link, sms).toBeTruthy();
    const owner = await suite.open(VIEWPORTS.mobile);
    await owner.page.goto(link!);
    await expectVisible(owner.page.getByRole('heading', { name: '차량 판매 광고 소유자 동의' }));
    await expectVisible(owner.page.getByText('서울강남가1234', { exact: true }));
    await expectVisible(owner.page.getByText('한*들', { exact: true }));
    await shootBoth(owner.page, 'owner-consent-page');
    await owner.page.getByRole('button', { name: '010-****-0002로 인증번호 받기', exact: true }).click();
    await expectVisible(owner.page.getByText('010-****-0002로 인증번호를 보냈습니다.', { exact: true }));
    const code = await readSmsCode(suite.baseUrl, ownerPhone);
    await owner.page.getByLabel('인증번호', { exact: true }).fill(code);
    await owner.page.getByRole('button', { name: '동의하기', exact: true }).click();
    await expectVisible(owner.page.getByRole('heading', { name: OWNER_CONSENT_MESSAGES.confirmed }));
    await shootBoth(owner.page, 'owner-consent-done');

    // Once only: the link now says it was used.
    const again = await suite.open(VIEWPORTS.desktop);
    await again.page.goto(link!);
    await expectVisible(again.page.getByText(OWNER_CONSENT_MESSAGES.linkUsed, { exact: true }));
    await shootBoth(again.page, 'owner-consent-used');

    // The seller's listing now goes to review.
    await seller.page.reload();
    await expectVisible(seller.page.getByText(/확인 완료 · 소유자 동의/));
    await seller.page.getByRole('button', { name: '심사 요청', exact: true }).click();
    await expectPath(seller.page, `/seller/auctions/${listing.id}`);
    expect(seller.dialogs).toContainEqual(expect.stringMatching(SUBMITTED_NOTICE));
  });

  it('dealers read "소유자 동의 확인" on the card and the detail, and the plate masked', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await login(page, ACCOUNTS.approved.username, ACCOUNTS.approved.password);
    await page.goto('/auction/list');
    await expectVisible(page.getByText('소유자 동의 확인', { exact: true }).first());
    await shootBoth(page, 'dealer-list-consent');
    // The demo's live auction 1: a family member's consent (README "Owner consent").
    await page.goto('/auction/detail/1');
    await expectVisible(page.getByText('소유자 동의 확인', { exact: true }).first());
    await expectVisible(page.getByText(/ \*\*\*\*$/).first());
    await shootBoth(page, 'dealer-detail-consent');
  });
});
