// The e-invoice provider (docs/domain.md "Tax invoices", docs/decisions/033): issues a fee's 전자세금계산서
// (and the 수정세금계산서 of a refund) under the platform's business registration. The local stand-in works
// offline: it invents a management key and a 24-character approval number marked LOCAL and leaves a log line;
// an ASP adapter (a national e-invoice service) would send the same document and return the 국세청 승인번호.
import { randomBytes } from 'node:crypto';
import type { TaxInvoiceKind } from '@autobid/shared';

/** One side of a tax invoice: the supplier (the platform) or the buyer (the dealer's business). */
export type InvoiceParty = {
  name: string;
  /** 사업자등록번호 as `000-00-00000`. */
  businessNumber: string;
  representative: string;
  address: string;
  email: string;
};

/** What the provider issues: the invoice as the database row holds it, before it has the provider's ids. */
export type EInvoiceDocument = {
  kind: TaxInvoiceKind;
  dealId: number;
  /** 작성일자 ('YYYY-MM-DD', Asia/Seoul). */
  writtenOn: string;
  supplyAmount: number;
  vat: number;
  total: number;
  supplier: InvoiceParty;
  buyer: InvoiceParty;
  /** 품목. */
  itemName: string;
  /** An AMEND: the approval number of the invoice it corrects. */
  amendsApprovalNumber?: string | null;
};

/** The provider's answer: its document key and the approval number. */
export type EInvoiceReceipt = { providerId: string; approvalNumber: string };

export type EInvoiceProvider = {
  /** 'local' or the ASP's name; stored on the invoice row. */
  name: string;
  /** The platform's business details: the supplier of every invoice (configuration). */
  supplier: InvoiceParty;
  issue(document: EInvoiceDocument): Promise<EInvoiceReceipt>;
};

/** The marker inside a local approval number: never a 국세청 number. */
export const LOCAL_APPROVAL_MARK = 'LOCAL000';

/** The demo's supplier: used when PLATFORM_* are unset outside production (config.ts). */
export const DEMO_PLATFORM_BUSINESS: InvoiceParty = {
  name: '(주)오토비드',
  businessNumber: '120-81-47521',
  representative: '김오토',
  address: '서울특별시 강남구 테헤란로 123, 7층',
  email: 'billing@autobid.example',
};

/**
 * The offline stand-in: a management key `LOCAL-<deal>-<kind>-<random>` and an approval number shaped like the
 * national one (24 characters: the 작성일자's 8 digits, `LOCAL000`, 8 random hex digits), one log line each.
 */
export function createLocalEInvoice(
  supplier: InvoiceParty = DEMO_PLATFORM_BUSINESS,
  trace: (line: string) => void = (line) => console.info(line),
): EInvoiceProvider {
  return {
    name: 'local',
    supplier,
    issue(document) {
      const random = randomBytes(4).toString('hex').toUpperCase();
      const approvalNumber = `${document.writtenOn.replaceAll('-', '')}${LOCAL_APPROVAL_MARK}${random}`;
      const providerId = `LOCAL-${document.dealId}-${document.kind}-${random}`;
      trace(
        `[e-invoice:local] ${document.kind} ${providerId} approval=${approvalNumber} deal=${document.dealId} ` +
          `buyer=${document.buyer.businessNumber} total=${document.total}`,
      );
      return Promise.resolve({ providerId, approvalNumber });
    },
  };
}
