// What other modules use of the fee tax invoices (docs/domain.md "Tax invoices"): PAY_FEE issues the fee's
// invoice and the fee's refund its 수정세금계산서, each inside the caller's transaction.
export { amendFeeInvoiceIn, issueFeeInvoiceIn } from './invoices.service';
