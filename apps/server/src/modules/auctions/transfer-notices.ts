// Alimtalk notices of the title transfer (docs/domain.md "Title transfer"), written to the outbox inside the
// step's transaction: the dealer's reminders and the delay (with a code link to upload the proof), the
// seller's proof to check, the objection or rejection back to the dealer, the confirmation to both.
import { formatDotDateTime, formatTransferDue } from '@autobid/shared';
import type { DbOrTx } from '../../db/types';
import { codeLinkUrl, createCodeLink } from '../code-links/code-links.public';
import type { DealNoticeDeps } from './deal-notices';
import { sendToSeller } from './deal-notices';
import type { DealParties } from './deals.repository';

export type TransferNoticeEvent =
  | { kind: 'REMINDER'; day: number; dueAt: Date }
  | { kind: 'DELAYED'; dueAt: Date; penaltyExpiredAt: Date | null }
  | { kind: 'SUBMITTED'; autoConfirmAt: Date }
  | { kind: 'OBJECTED'; reason: string }
  | { kind: 'REJECTED'; reason: string }
  | { kind: 'CONFIRMED' };

type DealerMessage = { template: string; body: string; withLink: boolean };

function dealerMessage(p: DealParties, event: TransferNoticeEvent): DealerMessage | null {
  const head = `[오토비드] ${p.dealer.name}님, ${p.model}`;
  switch (event.kind) {
    case 'REMINDER':
      return {
        template: 'DEAL_TRANSFER_REMINDER',
        body: `${head} 명의이전 기한은 ${formatTransferDue(event.dueAt)}까지입니다.\n이전 등록을 마치고 새 등록증(또는 사용신고필증)을 개인 번호를 가려 올려주세요.`,
        withLink: true,
      };
    case 'DELAYED':
      return {
        template: 'DEAL_TRANSFER_DELAYED',
        body: `${head} 명의이전 기한(${formatTransferDue(event.dueAt)})이 지나 명의이전 지연으로 바뀌었습니다.${
          event.penaltyExpiredAt
            ? `\n입찰 및 거래가 ${formatDotDateTime(event.penaltyExpiredAt)}까지 제한됩니다.`
            : ''
        }\n이전 서류를 바로 올려주세요.`,
        withLink: true,
      };
    case 'OBJECTED':
      return {
        template: 'DEAL_TRANSFER_OBJECTED',
        body: `${head} 판매자가 명의이전 서류에 이의를 남겼습니다. (사유: ${event.reason})\n서류를 확인해 다시 올려주세요.`,
        withLink: true,
      };
    case 'REJECTED':
      return {
        template: 'DEAL_TRANSFER_REJECTED',
        body: `${head} 운영팀이 명의이전 서류를 반려했습니다. (사유: ${event.reason})\n서류를 다시 올려주세요.`,
        withLink: true,
      };
    case 'CONFIRMED':
      return {
        template: 'DEAL_TRANSFER_CONFIRMED',
        body: `${head} 명의이전이 확인되어 거래가 완료되었습니다.`,
        withLink: false,
      };
    case 'SUBMITTED':
      return null;
  }
}

function sellerMessage(
  p: DealParties,
  event: TransferNoticeEvent,
): { template: string; body: string } | null {
  const head = `[오토비드] ${p.seller.name}님, ${p.model}`;
  switch (event.kind) {
    case 'SUBMITTED':
      return {
        template: 'SELLER_TRANSFER_SUBMITTED',
        body: `${head} 딜러가 명의이전 서류를 올렸습니다.\n앱에서 확인하거나 이의를 남겨주세요. ${formatDotDateTime(event.autoConfirmAt)}까지 이의가 없으면 자동으로 확인됩니다.`,
      };
    case 'DELAYED':
      return {
        template: 'SELLER_TRANSFER_DELAYED',
        body: `${head} 딜러가 명의이전 기한(${formatTransferDue(event.dueAt)})까지 서류를 올리지 않아 운영팀이 확인하고 있습니다.`,
      };
    case 'CONFIRMED':
      return {
        template: 'SELLER_TRANSFER_CONFIRMED',
        body: `${head} 명의이전이 확인되어 거래가 완료되었습니다. 이용해주셔서 감사합니다.`,
      };
    case 'REMINDER':
    case 'OBJECTED':
    case 'REJECTED':
      return null;
  }
}

/** Writes the notices of one transfer event: the dealer's (a COMPLETE code link to upload) and the seller's. */
export async function sendTransferNotices(
  db: DbOrTx,
  input: { notices: DealNoticeDeps; now: Date; parties: DealParties; event: TransferNoticeEvent },
): Promise<void> {
  const { parties, event, now, notices } = input;
  const payload = { auctionId: parties.auctionId, event: `TRANSFER_${event.kind}` };
  const toDealer = dealerMessage(parties, event);
  if (toDealer) {
    let link: string | null = null;
    if (toDealer.withLink) {
      const { code } = await createCodeLink(db, {
        dealerId: parties.dealer.id,
        auctionId: parties.auctionId,
        purpose: 'COMPLETE',
        now,
      });
      link = codeLinkUrl(notices.publicUrl, 'COMPLETE', code);
    }
    await notices.alimtalk(db, {
      to: parties.dealer.phone,
      template: toDealer.template,
      body: toDealer.body,
      link,
      payload: {
        ...payload,
        button: toDealer.withLink ? '이전 서류 올리기' : null,
        purpose: toDealer.withLink ? 'COMPLETE' : null,
      },
    });
  }
  await sendToSeller(db, notices, parties, sellerMessage(parties, event), payload);
}
