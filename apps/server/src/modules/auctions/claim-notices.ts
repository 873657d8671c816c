// Messaging-app (Alimtalk) notices of a price claim at handover and its dispute (docs/domain.md "Handover"),
// written to the outbox inside the claim transition's transaction. The seller's links open the listing in
// the seller app; the dealer's carry a completion code link (the claim is a step of the completion, and the
// dealer's earlier links stay usable).
import {
  DISPUTE_OUTCOME_LABELS,
  formatDotDateTime,
  type DisputeOutcome,
  formatNumber,
} from '@autobid/shared';
import type { DbOrTx } from '../../db/types';
import { codeLinkUrl, createCodeLink } from '../code-links/code-links.public';
import { sendToSeller, type DealNoticeDeps } from './deal-notices';
import type { DealParties } from './deals.repository';

export type ClaimNoticeEvent =
  | { kind: 'OPENED'; total: number; proposedPrice: number; answerBy: Date }
  | { kind: 'ACCEPTED'; agreedPrice: number }
  | { kind: 'REJECTED'; reason: string }
  | { kind: 'EXPIRED' }
  | { kind: 'WITHDRAWN'; winningPrice: number }
  | {
      kind: 'DECIDED';
      outcome: DisputeOutcome;
      price: number;
      reason: string;
      penaltyExpiredAt: Date | null;
    };

type Message = { template: string; body: string };

const won = (value: number) => `${formatNumber(value)}원`;

function dealerMessage(p: DealParties, event: ClaimNoticeEvent): Message | null {
  const head = `[오토비드] ${p.dealer.name}님, ${p.model}`;
  switch (event.kind) {
    case 'ACCEPTED':
      return {
        template: 'DEAL_PRICE_CLAIM_ACCEPTED',
        body: `${head} 판매자가 감가 요청에 동의했습니다.\n합의 가격 ${won(event.agreedPrice)}으로 거래 완료를 입력해주세요.`,
      };
    case 'REJECTED':
      return {
        template: 'DEAL_PRICE_CLAIM_DISPUTED',
        body: `${head} 판매자가 감가 요청을 거절했습니다. (사유: ${event.reason})\n운영자가 양쪽 내용을 확인해 판정합니다. 요청을 철회하고 낙찰가로 완료할 수도 있습니다.`,
      };
    case 'EXPIRED':
      return {
        template: 'DEAL_PRICE_CLAIM_DISPUTED',
        body: `${head} 판매자가 24시간 안에 감가 요청에 답하지 않았습니다.\n운영자가 양쪽 내용을 확인해 판정합니다.`,
      };
    case 'DECIDED':
      return {
        template: 'DEAL_DISPUTE_DECIDED',
        body: `${head} 감가 분쟁 판정: ${DISPUTE_OUTCOME_LABELS[event.outcome]}\n거래 가격 ${won(event.price)} (사유: ${event.reason})${
          event.penaltyExpiredAt
            ? `\n부당 감가 판정이 누적되어 ${formatDotDateTime(event.penaltyExpiredAt)}까지 입찰이 제한됩니다.`
            : ''
        }\n정해진 가격으로 거래 완료를 입력하거나 거래를 취소해주세요.`,
      };
    case 'OPENED':
    case 'WITHDRAWN':
      // The dealer's own steps.
      return null;
  }
}

function sellerMessage(p: DealParties, event: ClaimNoticeEvent): Message | null {
  const head = `[오토비드] ${p.seller.name}님, ${p.model}`;
  switch (event.kind) {
    case 'OPENED':
      return {
        template: 'SELLER_PRICE_CLAIM',
        body: `${head} 딜러가 현장 확인 후 감가를 요청했습니다.\n요청 금액 ${won(event.total)} (제안 가격 ${won(event.proposedPrice)})\n${formatDotDateTime(event.answerBy)}까지 항목별 사진을 확인하고 동의 또는 거절해주세요. 답하지 않으면 운영자가 판정합니다.`,
      };
    case 'EXPIRED':
      return {
        template: 'SELLER_PRICE_CLAIM_DISPUTED',
        body: `${head} 답변 기한이 지나 감가 요청을 운영자가 판정합니다.\n판정 결과를 알려드리겠습니다.`,
      };
    case 'WITHDRAWN':
      return {
        template: 'SELLER_PRICE_CLAIM_WITHDRAWN',
        body: `${head} 딜러가 감가 요청을 철회했습니다.\n낙찰가 ${won(event.winningPrice)}으로 거래합니다.`,
      };
    case 'DECIDED':
      return {
        template: 'SELLER_DISPUTE_DECIDED',
        body: `${head} 감가 분쟁 판정: ${DISPUTE_OUTCOME_LABELS[event.outcome]}\n거래 가격 ${won(event.price)} (사유: ${event.reason})`,
      };
    case 'ACCEPTED':
    case 'REJECTED':
      // The seller's own answers.
      return null;
  }
}

/** Writes the notices of one claim event: the dealer's with a completion link, the seller's to its listing. */
export async function sendClaimNotices(
  db: DbOrTx,
  input: { notices: DealNoticeDeps; now: Date; parties: DealParties; event: ClaimNoticeEvent },
): Promise<void> {
  const { parties, event, now } = input;
  const payload = { auctionId: parties.auctionId, event: `CLAIM_${event.kind}` };
  const toDealer = dealerMessage(parties, event);
  if (toDealer) {
    const { code } = await createCodeLink(db, {
      dealerId: parties.dealer.id,
      auctionId: parties.auctionId,
      purpose: 'COMPLETE',
      now,
    });
    await input.notices.alimtalk(db, {
      to: parties.dealer.phone,
      template: toDealer.template,
      body: toDealer.body,
      link: codeLinkUrl(input.notices.publicUrl, 'COMPLETE', code),
      payload: { ...payload, button: '거래 완료 입력', purpose: 'COMPLETE' },
    });
  }
  await sendToSeller(db, input.notices, parties, sellerMessage(parties, event), payload);
}
