// Title transfer (docs/domain.md "Title transfer") on a server of its own whose clock the factories move
// (docs/decisions/012): at 390 px a new dealer opens the deal he completed (built through the API, waiting for its
// proof), picks the document's kind and a photo, covers a box on it and sends it; the seller sees the covered proof
// on his listing and confirms it, and the trade is COMPLETE. Then the operator reads a proof waiting for the
// seller (another dealer's deal, the proof sent through the API) in the deal's timeline with 반려 / 이전 확인.
import { api } from '@autobid/shared';
import { TITLE_TRANSFER_MESSAGES } from '@autobid/shared';
import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, login, type Viewport } from '../support/browser';
import { DEAL_SERVER_ENV, createDeal, dealerToken, submitTransferProof } from '../support/deal-factories';
import { callApi, createDealer } from '../support/factories';
import { saveScreenshot } from '../support/screenshots';
import { signInAsSeller } from '../support/seller';
import { waitForStill } from '../support/still';
import { browserSuite } from '../support/suite';
import { expectPath, expectVisible } from '../support/ui';

const suite = browserSuite({ serverEnv: { ...DEAL_SERVER_ENV, E2E_SPEC: 'title-transfer' } });
const OPERATOR = { username: 'admin', password: 'admin1234' } as const;

/** CRC-32 of a PNG chunk (type and data). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small "certificate" PNG (480×300): a light card with dark lines where the numbers would be. */
function proofPng(): Buffer {
  const width = 480;
  const height = 300;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    const isLine = [60, 120, 180].some((top) => y >= top && y < top + 16);
    for (let x = 0; x < width; x += 1) {
      const dark = isLine && x >= 40 && x < 380;
      row.set(dark ? [85, 85, 85] : [244, 239, 226], 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Both widths of a screen, for a person to look at (SCREENSHOTS=1). */
async function shoot(
  page: Page,
  name: string,
  focus?: Locator,
  viewports: Viewport[] = [VIEWPORTS.mobile, VIEWPORTS.desktop],
): Promise<void> {
  const original = page.viewportSize();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await focus?.scrollIntoViewIfNeeded();
    await waitForStill(page);
    await saveScreenshot(page, `${name}-${viewport.width}`);
  }
  if (original) {
    await page.setViewportSize(original);
  }
}

describe('title transfer', () => {
  it('the dealer uploads a masked proof at 390 px, the seller confirms it, the trade is COMPLETE', async () => {
    // A new dealer's trade, completed through the API: its title transfer waits for the proof.
    const winner = await createDealer(suite.baseUrl, {
      username: 'transfer1',
      phone: '01077310001',
      name: '한이전',
    });
    const deal = await createDeal(suite.baseUrl, winner, {
      sellerPhone: '01077310011',
      step: 'COMPLETED',
      overrides: { model: 'CB300R' },
    });
    const auctionId = deal.auctionId;
    const seller = deal.seller.token;
    const token = await dealerToken(suite.baseUrl, winner);
    const waiting = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auctionId } });
    expect(waiting.status).toBe('TRANSACTION');
    expect(waiting.deal?.titleTransfer?.status, 'the completed trade waits for its proof').toBe('WAITING');
    expect(
      (await callApi(suite.baseUrl, api.sellers.detail, seller, { params: { id: auctionId } })).id,
      "the seller's own listing",
    ).toBe(auctionId);

    const dealer = await suite.open(VIEWPORTS.mobile);
    await login(dealer.page, winner.username, winner.password);
    await dealer.page.goto(`/auction/detail/${auctionId}`);
    // On a phone the closed deal opens from the bar.
    await dealer.page.getByRole('button', { name: '상세 보기', exact: true }).click();
    const card = dealer.page.getByRole('region', { name: '명의이전' });
    await expectVisible(card);
    await expectVisible(card.getByText('명의이전 진행중'));
    await expectVisible(card.getByText(/D-(\d+|DAY)/));

    // Sending without a kind says so at the form.
    await card.getByRole('button', { name: '서류 제출', exact: true }).click();
    await expectVisible(card.getByText(TITLE_TRANSFER_MESSAGES.kindRequired));
    await card.getByRole('radio', { name: '이륜자동차 사용신고필증' }).check();
    await card
      .getByLabel('이전 서류 파일', { exact: true })
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: proofPng() });
    const canvas = card.getByLabel('서류 사진 가리기', { exact: true });
    await expectVisible(canvas);
    // A photo with nothing covered is not sent.
    await card.getByRole('button', { name: '서류 제출', exact: true }).click();
    await expectVisible(card.getByText('개인 번호를 가린 곳이 없습니다.', { exact: false }));
    // Drag on the canvas where it is on screen (the phone's sheet scrolls).
    await canvas.scrollIntoViewIfNeeded();
    await waitForStill(dealer.page);
    const box = await canvas.boundingBox();
    expect(box).not.toBeNull();
    await dealer.page.mouse.move(box!.x + box!.width * 0.1, box!.y + box!.height * 0.3);
    await dealer.page.mouse.down();
    await dealer.page.mouse.move(box!.x + box!.width * 0.6, box!.y + box!.height * 0.45, { steps: 5 });
    await dealer.page.mouse.up();
    const covered = card.getByText('가린 곳 1개');
    if (!(await covered.isVisible())) {
      // The same drag as pointer events dispatched on the canvas (what a finger sends).
      await canvas.evaluate((element: HTMLCanvasElement) => {
        const rect = element.getBoundingClientRect();
        const at = (fx: number, fy: number) => ({
          clientX: rect.left + rect.width * fx,
          clientY: rect.top + rect.height * fy,
          pointerId: 7,
          bubbles: true,
        });
        element.dispatchEvent(new PointerEvent('pointerdown', at(0.1, 0.3)));
        element.dispatchEvent(new PointerEvent('pointermove', at(0.4, 0.4)));
        element.dispatchEvent(new PointerEvent('pointerup', at(0.6, 0.45)));
      });
    }
    await expectVisible(covered);
    // The phone's sheet and the wide page's column are two panels: the form's state lives in one.
    await shoot(dealer.page, 'title-transfer-dealer-upload', canvas, [VIEWPORTS.mobile]);
    await card.getByRole('button', { name: '서류 제출', exact: true }).click();
    await expect.poll(() => dealer.dialogs, { timeout: 15_000 }).toContain(TITLE_TRANSFER_MESSAGES.submitted);
    await expectVisible(card.getByText('확인 대기').first());
    await expectVisible(card.getByRole('link', { name: /제출한 서류 보기/ }));
    await shoot(dealer.page, 'title-transfer-dealer-submitted', card);

    // The seller sees the covered proof and confirms it.
    const sellerPage = await suite.open(VIEWPORTS.mobile);
    await signInAsSeller(sellerPage.page, seller);
    await sellerPage.page.goto(`/seller/auctions/${auctionId}`);
    const sellerCard = sellerPage.page.getByRole('region', { name: '명의이전' });
    await expectVisible(sellerCard);
    const proof = sellerCard.getByAltText('제출된 이전 서류 (개인 번호 가림)');
    await expectVisible(proof);
    await expect
      .poll(() => proof.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await shoot(sellerPage.page, 'title-transfer-seller-proof', sellerCard);
    await sellerCard.getByRole('button', { name: '확인', exact: true }).click();
    await expect
      .poll(() => sellerPage.dialogs, { timeout: 15_000 })
      .toContain(TITLE_TRANSFER_MESSAGES.confirmed);
    await expectVisible(sellerCard.getByText('판매자 확인', { exact: false }));

    const done = await callApi(suite.baseUrl, api.auctions.detail, token, { params: { id: auctionId } });
    expect(done.status).toBe('COMPLETE');
    expect(done.deal?.titleTransfer).toMatchObject({ status: 'CONFIRMED', confirmedBy: 'SELLER' });
  });

  it('the operator reads a proof waiting for the seller in the deal timeline, with 반려 and 이전 확인', async () => {
    // Another dealer's completed trade whose proof, sent through the API, waits for the seller.
    const winner = await createDealer(suite.baseUrl, {
      username: 'transfer2',
      phone: '01077310002',
      name: '서이전',
    });
    const deal = await createDeal(suite.baseUrl, winner, {
      sellerPhone: '01077310012',
      step: 'COMPLETED',
      overrides: { model: 'CBR650R' },
    });
    await submitTransferProof(suite.baseUrl, deal);
    const auctionId = deal.auctionId;
    const detail = await callApi(suite.baseUrl, api.sellers.detail, deal.seller.token, {
      params: { id: auctionId },
    });
    expect(detail.status).toBe('TRANSACTION');
    expect(detail.deal?.titleTransfer?.status, 'the proof waiting for the seller').toBe('SUBMITTED');

    const { page } = await suite.open(VIEWPORTS.desktop);
    await page.goto('/admin');
    await expectPath(page, '/admin/login');
    await page.getByLabel('아이디', { exact: true }).fill(OPERATOR.username);
    await page.getByLabel('비밀번호', { exact: true }).fill(OPERATOR.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectPath(page, '/admin');
    await page.goto(`/admin/deals?status=TRANSFER&auction=${auctionId}`);
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('heading', { name: '명의이전' }));
    await expectVisible(dialog.getByRole('button', { name: '이전 확인', exact: true }));
    await expectVisible(dialog.getByRole('button', { name: '반려', exact: true }));
    await expectVisible(dialog.getByRole('link', { name: '이미지 열기' }));
    await shoot(page, 'title-transfer-console', dialog.getByRole('heading', { name: '명의이전' }));
  });
});
