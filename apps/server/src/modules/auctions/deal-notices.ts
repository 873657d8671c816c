// Messaging-app (Alimtalk) notices of the deal flow, written to the outbox inside the step's transaction
// so a notice exists exactly when its step committed. Dealer notices carry a code link when the dealer
// has something to do; a step done ends the dealer's earlier links on the auction (docs/domain.md "Code links").
import {
  COMPLETION_DEADLINE,
  COMPLETION_DEADLINE_SENTENCE,
  formatDotDateTime,
  formatTransferDue,
  type CodeLinkPurpose,
  formatNumber,
} from '@autobid/shared';
import type { DbOrTx } from '../../db/types';
import type { ContactRelayProvider } from '../../providers/contact-relay';
import type { EInvoiceProvider } from '../../providers/e-invoice';
import type { AlimtalkSender } from '../../providers/messaging';
import { codeLinkUrl, createCodeLink, endCodeLinks } from '../code-links/code-links.public';
import { SELLER_LINK_BUTTON, sellerListingUrl } from './listing-notices';
import type { DealParties } from './deals.repository';

export type DealNoticeEvent =
  | { kind: 'SELECTED'; price: number }
  | { kind: 'CONFIRMED'; fee: number; depositDeadline: Date; account: string; depositorName: string }
  /** The fee paid: the seller is given the dealer's relay number (docs/domain.md "Contact relay"). */
  | { kind: 'DEPOSIT_CONFIRMED'; dealerRelay: string }
  | { kind: 'RESERVED'; reservedAt: Date }
  | { kind: 'COMPLETED'; finalPrice: number; transferDueAt?: Date }
  | {
      kind: 'CANCELED';
      by: 'DEALER' | 'SYSTEM';
      reason: string;
      penaltyExpiredAt: Date | null;
      /** The seller's new selection deadline when the runner-up is offered (ADR 011). */
      runnerUpUntil?: Date | null;
    }
  | { kind: 'LATE_COMPLETION'; penaltyExpiredAt: Date | null }
  | { kind: 'RELEASED'; selectExpireAt: Date };

type Message = { template: string; body: string; link?: { purpose: CodeLinkPurpose; button: string } };

const won = (value: number) => `${formatNumber(value)}원`;
/** A KST calendar date (reservations are stored as that date's 00:00 Asia/Seoul). */
const kstDate = (date: Date) => formatDotDateTime(date).slice(0, 10);
/** The completion's line on the title transfer's deadline (docs/domain.md "Title transfer"). */
const transferLine = (dueAt: Date | undefined) =>
  dueAt
    ? `\n명의이전 기한은 ${formatTransferDue(dueAt)}까지입니다. 이전 등록 후 개인 번호를 가린 서류를 올려주세요.`
    : '';
const banLine = (until: Date | null) =>
  until ? `\n입찰 및 거래가 ${formatDotDateTime(until)}까지 제한됩니다.` : '';

function dealerMessage(p: DealParties, event: DealNoticeEvent): Message {
  const head = `[오토비드] ${p.dealer.name}님, ${p.model}`;
  switch (event.kind) {
    case 'SELECTED':
      return {
        template: 'DEAL_SELECTED',
        body: `${head} 경매에 낙찰되었습니다. (낙찰가 ${won(event.price)})\n낙찰을 확정하거나 취소해주세요.`,
        link: { purpose: 'DETAIL', button: '낙찰 확인' },
      };
    case 'CONFIRMED':
      return {
        template: 'DEAL_CONFIRMED',
        body: `${head} 낙찰이 확정되었습니다.\n수수료 ${won(event.fee)}을 ${formatDotDateTime(event.depositDeadline)}까지 입금해주세요.\n입금 계좌: ${event.account}\n입금자명: ${event.depositorName} (입금 코드를 꼭 넣어주세요)`,
        link: { purpose: 'DETAIL', button: '입금 확인' },
      };
    case 'DEPOSIT_CONFIRMED':
      return {
        template: 'DEAL_DEPOSIT_CONFIRMED',
        body: `${head} 수수료 입금이 확인되었습니다.\n판매자에게 연락하여 거래 날짜를 정해주세요.`,
        link: { purpose: 'DETAIL', button: '판매자 연락처 확인' },
      };
    case 'RESERVED':
      return {
        template: 'DEAL_RESERVED',
        body: `${head} 거래 날짜가 ${kstDate(event.reservedAt)}로 확정되었습니다.\n${COMPLETION_DEADLINE_SENTENCE}`,
        link: { purpose: 'COMPLETE', button: '거래 완료 입력' },
      };
    case 'COMPLETED':
      return {
        template: 'DEAL_COMPLETED',
        body: `${head} 거래가 완료되었습니다. (최종 거래 금액 ${won(event.finalPrice)})${transferLine(event.transferDueAt)}\n판매자 후기를 남겨주세요.`,
        link: { purpose: 'REVIEW', button: '판매자 후기 작성' },
      };
    case 'CANCELED':
      return {
        template: event.by === 'DEALER' ? 'DEAL_CANCELED' : 'DEAL_CANCELED_SYSTEM',
        body: `${head} 거래가 취소되었습니다. (사유: ${event.reason})${banLine(event.penaltyExpiredAt)}`,
      };
    case 'RELEASED':
      return {
        template: 'DEAL_RELEASED',
        body: `${head} 입찰 제한 기간 중이어서 낙찰이 해제되었습니다. 이 해제로 추가 페널티는 없습니다.`,
      };
    case 'LATE_COMPLETION':
      return {
        template: 'DEAL_LATE_COMPLETION',
        body: `${head} ${COMPLETION_DEADLINE} 거래 완료가 입력되지 않았습니다.${banLine(event.penaltyExpiredAt)}\n거래 완료를 입력해주세요.`,
        link: { purpose: 'COMPLETE', button: '거래 완료 입력' },
      };
  }
}

/**
 * What the seller is told: the winner's confirmation, the fee paid (the dealer's name, agency and relay number
 * from then on, docs/domain.md "RESERVATION", "Contact relay"), the trade date, the completion, a cancellation (with the runner-up
 * offer and its deadline when other bids stand, ADR 011) and a released selection; each links to the
 * listing's page in the seller app.
 */
function sellerMessage(p: DealParties, event: DealNoticeEvent): Message | null {
  const head = `[오토비드] ${p.seller.name}님, ${p.model}`;
  const contact = `${p.dealer.name}${p.dealer.agencyName ? ` (${p.dealer.agencyName})` : ''}`;
  const officeLine = p.dealer.agencyNumber ? `\n회사 전화: ${p.dealer.agencyNumber}` : '';
  switch (event.kind) {
    case 'CONFIRMED':
      return {
        template: 'SELLER_DEAL_CONFIRMED',
        body: `${head} 낙찰 딜러가 낙찰을 확정했습니다.\n딜러가 수수료를 입금하면 딜러 연락처를 알려드립니다.`,
      };
    case 'DEPOSIT_CONFIRMED':
      return {
        template: 'SELLER_DEAL_CONTACT',
        body: `${head} 낙찰 딜러가 곧 연락드립니다.\n딜러: ${contact}\n연락처(안심번호): ${event.dealerRelay}${officeLine}`,
      };
    case 'RESERVED':
      return {
        template: 'SELLER_DEAL_RESERVED',
        body: `${head} 거래 날짜가 ${kstDate(event.reservedAt)}로 확정되었습니다.\n딜러: ${contact}`,
      };
    case 'COMPLETED':
      return {
        template: 'SELLER_DEAL_COMPLETED',
        body: `${head} 거래가 완료되었습니다. (최종 거래 금액 ${won(event.finalPrice)})${
          event.transferDueAt
            ? `\n명의이전 기한은 ${formatTransferDue(event.transferDueAt)}까지입니다. 딜러가 서류를 올리면 앱에서 확인해주세요.`
            : ''
        }\n이용해주셔서 감사합니다.`,
      };
    case 'CANCELED':
      if (event.runnerUpUntil) {
        return {
          template: 'SELLER_RUNNER_UP_OFFER',
          body: `${head} 낙찰 딜러의 사정으로 거래가 취소되었습니다.\n남은 입찰 중에서 ${formatDotDateTime(event.runnerUpUntil)}까지 다른 딜러를 낙찰자로 선택할 수 있습니다.`,
        };
      }
      return {
        template: 'SELLER_DEAL_CANCELED',
        body: `${head} 낙찰 딜러의 사정으로 거래가 취소되었습니다.\n자세한 내용은 고객센터로 문의해주세요.`,
      };
    case 'RELEASED':
      return {
        template: 'SELLER_DEAL_RELEASED',
        body: `${head} 선택하신 딜러가 거래할 수 없게 되어 낙찰이 해제되었습니다.\n${formatDotDateTime(event.selectExpireAt)}까지 다른 입찰을 선택해주세요.`,
      };
    case 'SELECTED':
    case 'LATE_COMPLETION':
      // Steps between the dealer and the platform only.
      return null;
  }
}

/**
 * Where deal notices go: PUBLIC_URL for their code links and the context's Alimtalk provider; the relay
 * provider gives the numbers the fee's notice carries (docs/domain.md "Contact relay").
 */
export type DealNoticeDeps = {
  publicUrl: string;
  alimtalk: AlimtalkSender;
  contactRelay: ContactRelayProvider;
  /** Issues the fee's tax invoice at PAY_FEE (docs/domain.md "Tax invoices"); the local one when omitted. */
  eInvoice?: EInvoiceProvider | undefined;
};

/** Writes the notices of one deal event (dealer, and the seller where the event concerns them). */
export async function sendDealNotices(
  db: DbOrTx,
  input: { notices: DealNoticeDeps; now: Date; parties: DealParties; event: DealNoticeEvent },
): Promise<void> {
  const { parties, event, now } = input;
  const payload = { auctionId: parties.auctionId, event: event.kind };
  const toDealer = dealerMessage(parties, event);
  // The late-completion reminder is no step: the completion link it follows stays usable.
  if (event.kind !== 'LATE_COMPLETION') {
    await endCodeLinks(db, { dealerId: parties.dealer.id, auctionId: parties.auctionId, now });
  }
  let link: string | null = null;
  if (toDealer.link) {
    const { code } = await createCodeLink(db, {
      dealerId: parties.dealer.id,
      auctionId: parties.auctionId,
      purpose: toDealer.link.purpose,
      now,
    });
    link = codeLinkUrl(input.notices.publicUrl, toDealer.link.purpose, code);
  }
  await input.notices.alimtalk(db, {
    to: parties.dealer.phone,
    template: toDealer.template,
    body: toDealer.body,
    link,
    payload: { ...payload, button: toDealer.link?.button ?? null, purpose: toDealer.link?.purpose ?? null },
  });
  await sendToSeller(db, input.notices, parties, sellerMessage(parties, event), payload);
}

/** The seller's notice of a deal or claim event (when there is one), linking to the listing's page. */
export async function sendToSeller(
  db: DbOrTx,
  notices: DealNoticeDeps,
  parties: DealParties,
  message: { template: string; body: string } | null,
  payload: Record<string, unknown>,
): Promise<void> {
  if (!message) {
    return;
  }
  await notices.alimtalk(db, {
    to: parties.seller.phone,
    template: message.template,
    body: message.body,
    link: sellerListingUrl(notices.publicUrl, parties.auctionId),
    payload: { ...payload, button: SELLER_LINK_BUTTON },
  });
}
