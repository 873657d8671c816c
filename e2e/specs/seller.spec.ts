// The seller app (/seller) in the browser, on a server of its own whose clock the factories move
// (docs/decisions/012); each test builds the listings, auctions, deals and dealers it reads through the API
// (e2e/README.md "State through the API") or through the form itself. A phone with no listing logs in, lists
// a motorbike step by step with its condition sheet and photos (the draft kept across a reload), sends it to
// review and sees it approved by the operator; the seller of an ended auction reads the trust card of each
// new dealer who bid and picks one while a second open tab follows live, and a seller logout keeps a dealer's
// session; each listing status says what comes next; a seller reads a new dealer's price claim item by item
// beside the listing's sheet; the seller of a completed trade reviews and reports its dealer once; a list
// that cannot load says so and loads again.
import {
  api,
  CONDITION_MESSAGES,
  LISTING_MESSAGES,
  PRICE_CLAIM_STATUS_LABELS,
  SELLER_MESSAGES,
  SELLER_REVIEW_MESSAGES,
  SELLER_REVIEW_QUESTIONS,
  formatKoreanWon,
} from '@autobid/shared';
import { describe, expect, it } from 'vitest';
import { localStorageEntries, login, VIEWPORTS } from '../support/browser';
import {
  DEAL_SERVER_ENV,
  confirmTitleTransfer,
  createDeal,
  createDeals,
  openPriceClaim,
  submitTransferProof,
} from '../support/deal-factories';
import {
  callApi,
  createDealer,
  createListing,
  createLiveAuction,
  endAuctions,
  placeBid,
  type CreatedDealer,
} from '../support/factories';
import { operatorToken, readSmsCode } from '../support/outbox';
import {
  choose,
  field,
  fillOwnerStep,
  nextButton,
  photo,
  sellerToken,
  shootBoth,
  signInAsSeller,
  stepHeading,
  SUBMITTED_NOTICE,
} from '../support/seller';
import { browserSuite } from '../support/suite';
import { expectHidden, expectPath, expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: DEAL_SERVER_ENV });
/** A phone the seed does not know: its first login creates the seller. */
const NEW_SELLER_PHONE = '01077770012';
const ANOTHER_NEW_PHONE = '01077770013';
/** The sellers and the new dealers each test builds its listings and deals with: one each, never shared. */
const CHOOSING = {
  sellerPhone: '01077770021',
  /** The bidders, highest first: each masked name and price is one trust card. */
  bidders: [
    { username: 'sellerpick1', phone: '01077770022', name: '서준호', price: 3_000_000 },
    { username: 'sellerpick2', phone: '01077770023', name: '임다은', price: 2_900_000 },
    { username: 'sellerpick3', phone: '01077770024', name: '배성민', price: 2_800_000 },
  ],
} as const;
const STATUSES = {
  livePhone: '01077770031',
  rejectedPhone: '01077770014',
  dealer: { username: 'sellerstatus', phone: '01077770032', name: '노상태' },
  feeDuePhone: '01077770033',
  paidPhone: '01077770034',
  completePhone: '01077770035',
} as const;
const CLAIM = {
  dealer: { username: 'sellerclaim', phone: '01077770041', name: '하감가' },
  sellerPhone: '01077770042',
} as const;
const REVIEW = {
  dealer: { username: 'sellerreview', phone: '01077770051', name: '추후기' },
  sellerPhone: '01077770052',
} as const;

/** An operator's action through the console API (the approval of the listing the first test sends). */
async function operatorPost(apiPath: string): Promise<void> {
  const token = await operatorToken(suite.baseUrl);
  const response = await fetch(`${suite.baseUrl}/api${apiPath}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new Error(`POST /api${apiPath} answered ${response.status}: ${await response.text()}`);
  }
}

/** A listing the test reads, with its seller's token. */
type Built = { id: number; token: string };

/**
 * The listing in `status`, built when the test comes to it, since the clock only moves forward: the live
 * auction (PROGRESS: its opening moves the clock to the next 09:00) and the rejection first; then one round
 * of three deals of a new dealer at once (createDeals moves the clock days on, past the live auction's end,
 * then takes each to its step with no clock move after), the fee one confirmed last so its 60-minute window
 * (docs/domain.md "Fees") still runs when it is read, the finished one's title transfer proved and confirmed
 * by its seller (COMPLETE).
 */
async function listingIn(status: string, deals: Map<string, Built>): Promise<Built> {
  if (status === 'PROGRESS') {
    const live = await createLiveAuction(suite.baseUrl, { phone: STATUSES.livePhone });
    return { id: live.auctionId, token: live.sellerToken };
  }
  if (status === 'REJECTED') {
    const rejected = await createListing(suite.baseUrl, { phone: STATUSES.rejectedPhone, status });
    return { id: rejected.id, token: rejected.sellerToken };
  }
  if (deals.size === 0) {
    const dealer = await createDealer(suite.baseUrl, STATUSES.dealer);
    const [complete, paid, feeDue] = await createDeals(suite.baseUrl, dealer, [
      { sellerPhone: STATUSES.completePhone, step: 'COMPLETED' },
      { sellerPhone: STATUSES.paidPhone, step: 'PAID' },
      { sellerPhone: STATUSES.feeDuePhone, step: 'CONFIRMED' },
    ]);
    await submitTransferProof(suite.baseUrl, complete!);
    await confirmTitleTransfer(suite.baseUrl, complete!);
    for (const [key, deal] of [
      ['DEALER_DEPOSIT', feeDue!],
      ['RESERVATION', paid!],
      ['COMPLETE', complete!],
    ] as const) {
      deals.set(key, { id: deal.auctionId, token: deal.seller.token });
    }
  }
  const built = deals.get(status);
  if (!built) {
    throw new Error(`no listing is built in ${status}`);
  }
  return built;
}

describe('seller app', () => {
  it('a new phone logs in, lists a motorbike step by step with photos, submits it and sees it approved', async () => {
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);

    // Login: the guard sends a visitor to /seller/login; the code comes by SMS.
    await page.goto('/seller');
    await expectPath(page, '/seller/login');
    await shootBoth(page, 'login');
    await field(page, '전화번호').fill(NEW_SELLER_PHONE);
    await page.getByRole('button', { name: '인증번호 받기', exact: true }).click();
    await field(page, '인증번호').fill(await readSmsCode(suite.baseUrl, NEW_SELLER_PHONE));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(page, '/seller');
    const session = await localStorageEntries(page);
    // Beside the session only the note that this browser has the app's font (docs/decisions/043), no personal data.
    expect(Object.keys(session).filter((key) => key !== 'fontSeen')).toEqual(['sellerToken']);
    const token = session.sellerToken ?? '';

    // First visit: the empty state and the name the winning dealer will see.
    await expectVisible(page.getByText('아직 등록한 매물이 없습니다.', { exact: true }));
    await shootBoth(page, 'home-empty');
    await field(page, '판매자 이름').fill('홍길동');
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expectHidden(field(page, '판매자 이름'));

    // Step 1: every message of the step at once, nothing sent; then the draft is created.
    await page.getByRole('link', { name: '첫 매물 등록하기' }).click();
    await expectPath(page, '/seller/auctions/new');
    await nextButton(page).click();
    for (const message of [
      LISTING_MESSAGES.brandRequired,
      LISTING_MESSAGES.modelRequired,
      LISTING_MESSAGES.fuelRequired,
    ]) {
      await expectVisible(page.getByText(message, { exact: true }));
    }
    await shootBoth(page, 'form-vehicle-errors');
    await field(page, '브랜드').selectOption({ label: '혼다' });
    await field(page, '모델명').fill('CB125R');
    await field(page, '연식').fill('2021');
    await field(page, '주행거리').fill('12500');
    expect(await field(page, '주행거리').inputValue()).toBe('12,500');
    await choose(page, '연료', '휘발유');
    await field(page, '색상').fill('흰색');
    await nextButton(page).click();
    await page.waitForURL(
      (url) => /^\/seller\/auctions\/\d+\/edit$/.test(url.pathname) && url.search === '?step=2',
    );
    const id = Number(/\/auctions\/(\d+)\//.exec(page.url())?.[1]);

    // The draft and the step survive a reload.
    await page.reload();
    await expectVisible(stepHeading(page, '상태'));
    await page.getByRole('button', { name: '차량 정보', exact: true }).click();
    expect(await field(page, '모델명').inputValue()).toBe('CB125R');
    await page.getByRole('button', { name: '상태', exact: true }).click();

    // Step 2: the accident with its parts, the choices, a repair.
    await choose(page, '사고 여부', '있음');
    await field(page, '사고 부위').fill('앞 펜더');
    await choose(page, '용도', '도로용');
    await choose(page, '번호판', '등록');
    await choose(page, '유통 경로', '정식 수입');
    await choose(page, '보조키', '있음');
    await field(page, '수리 내역').fill('2024년 체인·스프라켓 교체');
    await shootBoth(page, 'form-condition');
    await nextButton(page).click();

    // Step 3: the condition sheet; each item missing is said at its field; the quick fill answers the
    // choices, a state that asks for a note asks for it, the tyre wear is typed.
    await expectVisible(stepHeading(page, '상태 점검표'));
    await shootBoth(page, 'form-sheet-empty');
    await nextButton(page).click();
    await expectVisible(
      page.getByText(CONDITION_MESSAGES.stateRequired('프레임 손상·교정'), { exact: true }),
    );
    await expectVisible(
      page.getByText(CONDITION_MESSAGES.percentInvalid('앞 타이어 마모율'), { exact: true }),
    );
    await shootBoth(page, 'form-sheet-errors');
    await page.getByRole('button', { name: '모두 이상 없음으로 채우기', exact: true }).click();
    await choose(page, '튜닝·개조', '있음');
    await field(page, '앞 타이어 마모율(%)').fill('20');
    await field(page, '뒤 타이어 마모율(%)').fill('35');
    await nextButton(page).click();
    await expectVisible(page.getByText(CONDITION_MESSAGES.noteRequired('튜닝·개조'), { exact: true }));
    await field(page, '튜닝·개조 내용').fill('머플러 교체 (구조 변경 승인 완료)');
    await shootBoth(page, 'form-sheet-filled');
    await nextButton(page).click();

    // Step 4: the three typed photos are required; one extra.
    await expectVisible(stepHeading(page, '사진'));
    await nextButton(page).click();
    await expectVisible(page.getByText(LISTING_MESSAGES.photosRequired, { exact: true }));
    for (const [label, hue, text] of [
      ['대표 사진 (필수)', 8, 'MAIN'],
      ['좌측면 (필수)', 205, 'LEFT'],
      ['우측면 (필수)', 130, 'RIGHT'],
    ] as const) {
      await field(page, label).setInputFiles(await photo(page, text, hue));
      await expectVisible(page.getByRole('img', { name: `${label} 미리보기` }));
    }
    await field(page, '사진 더 올리기').setInputFiles(await photo(page, 'TIRE', 40));
    await expectVisible(page.getByRole('img', { name: '추가 사진 1 미리보기' }));
    await shootBoth(page, 'form-photos');
    await nextButton(page).click();

    // Step 5: the place from the region search (offline: the built-in one), the price in 만원 read in 억.
    await expectVisible(stepHeading(page, '위치와 가격'));
    await field(page, '희망 가격').fill('15250');
    await expectVisible(page.getByText('1억 5,250만원', { exact: true }));
    await page.getByRole('button', { name: '주소 검색' }).click();
    const search = page.getByRole('dialog', { name: '주소 검색' });
    await search.getByLabel('지역 검색').fill('강남구 역삼');
    await search.getByRole('button', { name: '서울특별시 강남구 역삼동' }).click();
    await expectHidden(search);
    await shootBoth(page, 'form-place');
    await nextButton(page).click();

    // Step 6: the plate and the owner's consent (the seller himself, his name as registered).
    await fillOwnerStep(page, { name: '홍길동' });

    // Step 7: nothing missing, the sheet as dealers will read it; submitted, the page says it is in review.
    await expectVisible(stepHeading(page, '확인'));
    await expectVisible(page.getByText('모든 정보를 입력했습니다. 내용을 확인하고 심사를 요청해주세요.'));
    await expectVisible(
      page
        .getByRole('region', { name: '딜러에게 보이는 점검표' })
        .getByText('머플러 교체 (구조 변경 승인 완료)'),
    );
    await shootBoth(page, 'form-review');
    await page.getByRole('button', { name: '심사 요청', exact: true }).click();
    await expectPath(page, `/seller/auctions/${id}`);
    expect(dialogs).toContainEqual(expect.stringMatching(SUBMITTED_NOTICE));
    await expectVisible(page.getByText('심사 중입니다', { exact: true }));
    await shootBoth(page, 'detail-audit');
    const saved = await callApi(suite.baseUrl, api.sellers.detail, token, { params: { id: id } });
    expect(saved).toMatchObject({
      status: 'AUDIT',
      model: 'CB125R',
      year: 2021,
      mileage: 12_500,
      fuel: 'GASOLINE',
      accident: '앞 펜더',
      hopePrice: 152_500_000,
      region1: '서울특별시',
      region2: '강남구',
    });
    expect(saved.images.map((image) => image.type)).toEqual(['MAIN', 'LEFT_SIDE', 'RIGHT_SIDE', 'ETC']);
    expect(saved.conditionReport?.items).toMatchObject({
      frame: { state: 'NONE' },
      frontTyre: { state: '20' },
      rearTyre: { state: '35' },
      tuning: { state: 'SOME', note: '머플러 교체 (구조 변경 승인 완료)' },
    });

    // The list shows it with its next step; the operator approves; the page says when bidding opens.
    await page.getByRole('link', { name: '내 매물', exact: true }).first().click();
    await expectVisible(page.getByRole('link', { name: 'CB125R 심사중' }));
    await shootBoth(page, 'home-list');
    await operatorPost(`/v1/admin/auctions/${id}/approve`);
    await page.goto(`/seller/auctions/${id}`);
    await expectVisible(page.getByText(/오전 9시에 경매가 시작됩니다|09:00에 경매가 시작됩니다/));
    await shootBoth(page, 'detail-approved');
    expect(await page.getByRole('link', { name: /다시 심사 요청|이어서 작성하기/ }).count()).toBe(0);
  });

  it('the seller of an ended auction reads the trust cards and picks a dealer; another open tab follows live', async () => {
    // An auction that ended with the bids of three new dealers, its seller's choice open.
    const auction = await createLiveAuction(suite.baseUrl, { phone: CHOOSING.sellerPhone });
    const dealers: CreatedDealer[] = [];
    for (const bidder of CHOOSING.bidders) {
      const dealer = await createDealer(suite.baseUrl, bidder);
      await placeBid(suite.baseUrl, dealer.token, auction.auctionId, bidder.price);
      dealers.push(dealer);
    }
    await endAuctions(suite.baseUrl);
    const phone = auction.phone;
    const token = auction.sellerToken;
    const detail = await callApi(suite.baseUrl, api.sellers.detail, token, { params: { id: auction.id } });
    expect(detail.status).toBe('TIME_EXPIRED');
    expect(detail.canSelect).toBe(true);
    expect(detail.bids.map((bid) => bid.price)).toEqual(CHOOSING.bidders.map((bidder) => bidder.price));
    const top = detail.bids[0];
    const [sessionDealer] = dealers;
    if (!top || !sessionDealer) {
      throw new Error('the auction has no bid');
    }

    // A dealer session in the same browser stays through the seller's login and logout.
    const desktop = await suite.open(VIEWPORTS.desktop);
    await login(desktop.page, sessionDealer.username, sessionDealer.password);
    await desktop.page.goto('/seller/login');
    await field(desktop.page, '전화번호').fill(phone);
    await desktop.page.getByRole('button', { name: '인증번호 받기', exact: true }).click();
    await field(desktop.page, '인증번호').fill(await readSmsCode(suite.baseUrl, phone));
    await desktop.page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(desktop.page, '/seller');
    const card = desktop.page.getByRole('article').filter({ hasText: '낙찰할 딜러를 선택해주세요' });
    await expectVisible(card);
    await shootBoth(desktop.page, 'home-choose');
    await desktop.page.goto(`/seller/auctions/${detail.id}`);

    // Each bid: the price in words and in won, the masked dealer, the trust card; the note explains it.
    for (const bid of detail.bids) {
      const item = desktop.page.getByRole('listitem').filter({ hasText: formatKoreanWon(bid.price) });
      await expectVisible(item.getByText(bid.dealer.name, { exact: true }));
      const trust = item.getByRole('list', { name: '딜러 신뢰 정보' });
      await expectVisible(trust.getByText(`거래 완료 ${bid.trust.completedTrades}건`));
      await expectVisible(trust.getByText(`취소율 ${Math.round(bid.trust.cancelRate * 100)}%`));
    }
    await expectVisible(desktop.page.getByText(/가격을 깎는 딜러는 이 숫자가 낮습니다/));
    await shootBoth(desktop.page, 'detail-choose');

    // The same listing open on a phone.
    const mobile = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(mobile.page, token);
    await mobile.page.goto(`/seller/auctions/${detail.id}`);
    await expectVisible(mobile.page.getByText('낙찰할 딜러를 선택해주세요', { exact: true }));

    // The choice, behind a confirmation.
    await desktop.page
      .getByRole('button', { name: `이 딜러 선택: ${top.dealer.name} 딜러, ${formatKoreanWon(top.price)}` })
      .click();
    const confirm = desktop.page.getByRole('dialog', { name: '이 딜러를 선택할까요?' });
    await expectVisible(confirm);
    await shootBoth(desktop.page, 'select-confirm');
    await confirm.getByRole('button', { name: '선택하기', exact: true }).click();
    await expect.poll(() => desktop.dialogs, { timeout: 10_000 }).toContain(SELLER_MESSAGES.selected);
    await expectVisible(desktop.page.getByText('딜러의 낙찰 확인을 기다리는 중').first());
    await expectVisible(desktop.page.getByText('선택한 딜러', { exact: true }));
    await shootBoth(desktop.page, 'detail-selected');
    const after = await callApi(suite.baseUrl, api.sellers.detail, token, { params: { id: detail.id } });
    expect(after.selectedBiddingId).toBe(top.id);
    expect(after.status).toBe('DEALER_CONFIRM');

    // The phone's page moved on by itself (auction-update on the seller's socket).
    await expectVisible(mobile.page.getByText('딜러의 낙찰 확인을 기다리는 중').first(), 15_000);

    // Seller logout: the seller's session goes, the dealer's stays.
    await desktop.page.getByRole('button', { name: '로그아웃', exact: true }).click();
    await expectPath(desktop.page, '/seller/login');
    const left = await localStorageEntries(desktop.page);
    expect(left.sellerToken).toBeUndefined();
    expect(left.token).toBeTruthy();
  }, 120_000);

  it('says what comes next for a listing in each status', async () => {
    const cases: { status: string; expected: RegExp }[] = [
      { status: 'PROGRESS', expected: /^경매 진행 중 · 입찰 \d+건$/ },
      { status: 'REJECTED', expected: /^반려 사유를 확인하고 수정해주세요$/ },
      { status: 'DEALER_DEPOSIT', expected: /^딜러의 수수료 입금을 기다리는 중$/ },
      { status: 'RESERVATION', expected: /^딜러와 거래일을 조율하세요$/ },
      { status: 'COMPLETE', expected: /^거래 완료 — / },
    ];
    const { page } = await suite.open(VIEWPORTS.mobile);
    const deals = new Map<string, Built>();
    for (const { status, expected } of cases) {
      const item = await listingIn(status, deals);
      const token = item.token;
      const detail = await callApi(suite.baseUrl, api.sellers.detail, token, { params: { id: item.id } });
      expect(detail.status).toBe(status);
      await signInAsSeller(page, token);
      await page.goto(`/seller/auctions/${item.id}`);
      await expectVisible(page.getByText(expected).first());
      if (status === 'PROGRESS') {
        await expectVisible(page.getByText(/남은 시간/).first());
      }
      if (status === 'REJECTED') {
        await expectVisible(page.getByText('반려 사유', { exact: true }));
        await expectVisible(page.getByRole('link', { name: '수정하고 다시 심사 요청' }));
      }
      if (status === 'RESERVATION') {
        // The dealer's relay number (안심번호, docs/domain.md "Contact relay"), given when the fee was paid.
        const relay = detail.deal?.dealer.phone ?? '';
        expect(relay).toMatch(/^0507-\d{4}-\d{4}$/);
        const tel = page.getByRole('link', { name: relay, exact: true });
        expect(await tel.getAttribute('href')).toBe(`tel:${relay.replace(/-/g, '')}`);
      }
      if (status === 'COMPLETE') {
        await expectVisible(
          detail.canReview
            ? page.getByRole('button', { name: '후기 등록', exact: true })
            : page.getByText('딜러 후기를 남겼습니다. 감사합니다.', { exact: true }),
        );
      }
      await shootBoth(page, `detail-${status.toLowerCase()}`);
    }

    // A listing that is not the seller's (or does not exist) is "not found", with the way back.
    await page.goto('/seller/auctions/2147483000');
    await expectVisible(page.getByRole('link', { name: '내 매물로 가기' }));
    await shootBoth(page, 'not-found');
  }, 180_000);

  it('the seller reads the price claim waiting for an answer, item by item beside the sheet (390 px)', async () => {
    // A new dealer's deal at the handover step (the trade date fixed) and his claim, sent through the API,
    // waiting for the seller. It is only read here: answering it is the handover and deal-flow specs'.
    const dealer = await createDealer(suite.baseUrl, CLAIM.dealer);
    const deal = await createDeal(suite.baseUrl, dealer, {
      sellerPhone: CLAIM.sellerPhone,
      step: 'RESERVED',
    });
    await openPriceClaim(suite.baseUrl, deal);
    const token = deal.seller.token;
    const waiting = await callApi(suite.baseUrl, api.sellers.detail, token, {
      params: { id: deal.auctionId },
    });
    expect(waiting.status).toBe('RESERVATION_COMPLETE');
    const claim = waiting.priceClaims[0];
    if (!claim) {
      throw new Error(`the seller of auction ${deal.auctionId} should read the dealer's claim`);
    }
    expect(claim.status).toBe('OPEN');

    const { page } = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(page, token);
    await page.goto(`/seller/auctions/${waiting.id}`);
    const card = page.getByRole('region', { name: '감가 요청' });
    await expectVisible(card.getByText(PRICE_CLAIM_STATUS_LABELS[claim.status], { exact: true }));
    await expectVisible(card.getByText(formatKoreanWon(claim.proposedPrice)).first());
    await expectVisible(card.getByText(/남은 시간 \d{2}:\d{2}:\d{2}/));
    for (const item of claim.items) {
      const entry = card.locator(`[data-item="${item.item}"]`);
      await expectVisible(entry.getByText(`등록 내용: ${item.sheet.stateLabel}`));
      await expectVisible(entry.getByText(`현장 확인: ${item.observed}`));
      await expectVisible(entry.getByText(`감가 ${item.amount.toLocaleString('ko-KR')}원`));
      expect(await entry.getByRole('button', { name: /현장 사진 \d+ 크게 보기$/ }).count()).toBe(
        item.photos.length,
      );
    }
    await expectVisible(card.getByRole('button', { name: '동의하기', exact: true }));
    await expectVisible(card.getByRole('button', { name: '거절하기', exact: true }));
    // The listing's own sheet, the claimed items marked, below; nothing wider than the phone.
    const sheet = page.getByRole('region', { name: '상태 점검표' });
    for (const item of claim.items) {
      await expectVisible(sheet.locator(`[data-item="${item.item}"]`));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.mobile.width,
    );
    await shootBoth(page, 'detail-price-claim');

    // A handover photo opens large and closes again; the claim is left as it was.
    const [first] = claim.items;
    if (!first || first.photos.length === 0) {
      throw new Error('the claim should hold an item with its handover photo');
    }
    await card.getByRole('button', { name: `${first.label} 현장 사진 1 크게 보기` }).click();
    const large = page.getByRole('dialog', { name: `${first.label} · 현장 사진 1` });
    await expectVisible(large.getByRole('img'));
    await shootBoth(page, 'detail-price-claim-photo');
    await large.getByRole('button', { name: '닫기', exact: true }).click();
    await expectHidden(large);
    const after = await callApi(suite.baseUrl, api.sellers.detail, token, { params: { id: waiting.id } });
    expect(after.priceClaims[0]?.status).toBe(claim.status);
  }, 120_000);

  it('reviews and reports the dealer of a completed trade once', async () => {
    // A new dealer's trade that took place (completed, the title transfer waiting), not reviewed nor reported
    // by its seller yet.
    const dealer = await createDealer(suite.baseUrl, REVIEW.dealer);
    const deal = await createDeal(suite.baseUrl, dealer, {
      sellerPhone: REVIEW.sellerPhone,
      step: 'COMPLETED',
    });
    const found = { id: deal.auctionId, token: deal.seller.token };
    expect(
      await callApi(suite.baseUrl, api.sellers.detail, found.token, { params: { id: found.id } }),
    ).toMatchObject({ status: 'TRANSACTION', canReview: true, canReport: true });
    const { page, dialogs } = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(page, found.token);
    await page.goto(`/seller/auctions/${found.id}`);

    // Stars are required; the questions and the text are not.
    const register = page.getByRole('button', { name: '후기 등록', exact: true });
    await register.click();
    await expectVisible(page.getByText(SELLER_REVIEW_MESSAGES.ratingsRequired, { exact: true }));
    await page.getByRole('button', { name: '별점 4점' }).click();
    for (const question of SELLER_REVIEW_QUESTIONS) {
      await page.getByRole('group', { name: question.question }).getByText('4점', { exact: true }).click();
    }
    await field(page, '후기 내용').fill('약속 시간을 잘 지켰고 입찰가 그대로 거래했습니다.');
    await shootBoth(page, 'detail-review');
    await register.click();
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(SELLER_REVIEW_MESSAGES.reviewed);
    await expectVisible(page.getByText('딜러 후기를 남겼습니다. 감사합니다.', { exact: true }));
    await expectHidden(register);

    // The report needs a reason; once sent, the button is gone.
    await page.getByRole('button', { name: '딜러 신고', exact: true }).click();
    const report = page.getByRole('dialog', { name: '딜러 신고' });
    await report.getByRole('button', { name: '신고하기', exact: true }).click();
    await expectVisible(report.getByText(SELLER_REVIEW_MESSAGES.reportReasonRequired, { exact: true }));
    await field(page, '신고 사유').fill('거래 당일 약속 장소에 1시간 늦게 왔습니다.');
    await shootBoth(page, 'report-dialog');
    await report.getByRole('button', { name: '신고하기', exact: true }).click();
    await expect.poll(() => dialogs, { timeout: 10_000 }).toContain(SELLER_REVIEW_MESSAGES.reported);
    await expectHidden(page.getByRole('button', { name: '딜러 신고', exact: true }));
  }, 120_000);

  it('says so when the list cannot load, and loads it again on request', async () => {
    const { page } = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(page, await sellerToken(suite.baseUrl, ANOTHER_NEW_PHONE));
    await page.route('**/api/v1/sellers/auctions?*', (route) => route.abort());
    await page.goto('/seller');
    // The read is tried 4 times (1 s doubling) before the failure shows (docs/decisions/024).
    await expectVisible(page.getByText('목록을 불러오지 못했습니다.', { exact: true }), 20_000);
    await shootBoth(page, 'home-error');
    await page.unroute('**/api/v1/sellers/auctions?*');
    await page.getByRole('button', { name: '다시 시도', exact: true }).click();
    await expectVisible(page.getByText('아직 등록한 매물이 없습니다.', { exact: true }));
  });
});
