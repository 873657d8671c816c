// The words of a trade's legal closure (docs/domain.md "Owner consent", "Title transfer", "Contact relay",
// "Retention"): one list each, shared by the database's check constraints, the server and the screens.

/** OWNER: the seller is the registered owner (registry check); DELEGATED: another owner consented by SMS link. */
export const OWNER_CONSENT_KINDS = ['OWNER', 'DELEGATED'] as const;
export type OwnerConsentKind = (typeof OWNER_CONSENT_KINDS)[number];

/** PENDING waits for the owner's code; CANCELED when replaced or the listing's plate changed. */
export const OWNER_CONSENT_STATUSES = ['PENDING', 'CONFIRMED', 'EXPIRED', 'CANCELED'] as const;
export type OwnerConsentStatus = (typeof OWNER_CONSENT_STATUSES)[number];

/** WAITING for proof; SUBMITTED proof awaits confirmation; OBJECTED by the seller; CONFIRMED closes it. */
export const TITLE_TRANSFER_STATUSES = ['WAITING', 'SUBMITTED', 'OBJECTED', 'CONFIRMED'] as const;
export type TitleTransferStatus = (typeof TITLE_TRANSFER_STATUSES)[number];

/** Who confirmed the proof: the seller, an operator, or the clock 3 days after upload without objection. */
export const TRANSFER_CONFIRMERS = ['SELLER', 'OPERATOR', 'AUTO'] as const;
export type TransferConfirmer = (typeof TRANSFER_CONFIRMERS)[number];

/** 자동차등록증 (car), 사용신고필증 (motorbike), 폐지증명서 (either, when the vehicle is scrapped). */
export const TRANSFER_DOCUMENT_KINDS = ['REGISTRATION', 'USE_REPORT', 'DEREGISTRATION'] as const;
export type TransferDocumentKind = (typeof TRANSFER_DOCUMENT_KINDS)[number];

/** Whose real number a relay number stands for. */
export const RELAY_PARTIES = ['SELLER', 'DEALER'] as const;
export type RelayParty = (typeof RELAY_PARTIES)[number];

export const RETENTION_RUN_STATUSES = ['RUNNING', 'DONE', 'FAILED'] as const;
export type RetentionRunStatus = (typeof RETENTION_RUN_STATUSES)[number];
