// The words of running the product as a business (docs/domain.md "Message delivery", "Fee virtual accounts",
// "Tax invoices"): one list each, shared by the database's check constraints, the server and the screens.

/** QUEUED waits for the delivery worker (or its next try); SENT the provider accepted it; FAILED for good. */
export const OUTBOX_DELIVERY_STATUSES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type OutboxDeliveryStatus = (typeof OUTBOX_DELIVERY_STATUSES)[number];

/** A fee's own virtual account: WAITING for the deposit, PAID by it, CANCELED with its deal, EXPIRED unpaid. */
export const VIRTUAL_ACCOUNT_STATUSES = ['WAITING', 'PAID', 'CANCELED', 'EXPIRED'] as const;
export type VirtualAccountStatus = (typeof VIRTUAL_ACCOUNT_STATUSES)[number];

/** ISSUE: the fee's 전자세금계산서; AMEND: the 수정세금계산서 (negative amounts) that a refund issues. */
export const TAX_INVOICE_KINDS = ['ISSUE', 'AMEND'] as const;
export type TaxInvoiceKind = (typeof TAX_INVOICE_KINDS)[number];
