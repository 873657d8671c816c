// "연락처 보기" (docs/domain.md "Contact relay"): the full number behind a masked one in the console — a
// seller's, a dealer's or an outbox message's recipient — answered for a purpose the operator chooses,
// with one CONTACT_REVEAL audit row per look (who looked, whose number, why), in the same transaction.
import { eq } from 'drizzle-orm';
import {
  CONTACT_REVEAL_MESSAGES,
  CONTACT_REVEAL_PURPOSE_LABELS,
  type ContactRevealRequest,
  type ContactRevealResult,
  type ContactSubjectKind,
} from '@autobid/shared';
import type { AppContext } from '../../context';
import { dealers, notificationOutbox, sellers } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../lib/app-error';
import { writeAudit, type AuditActor } from '../audit/audit.public';

/** Where each kind of subject keeps its name and number. */
const SUBJECTS = {
  SELLER: { table: sellers, id: sellers.id, name: sellers.name, phone: sellers.phoneNumber },
  DEALER: { table: dealers, id: dealers.id, name: dealers.name, phone: dealers.phoneNumber },
  OUTBOX: {
    table: notificationOutbox,
    id: notificationOutbox.id,
    name: notificationOutbox.template,
    phone: notificationOutbox.recipient,
  },
} as const;

async function subjectOf(
  db: DbOrTx,
  kind: ContactSubjectKind,
  id: number,
): Promise<{ name: string; phone: string } | null> {
  const subject = SUBJECTS[kind];
  const [row] = await db
    .select({ name: subject.name, phone: subject.phone })
    .from(subject.table)
    .where(eq(subject.id, id))
    .limit(1);
  return row ?? null;
}

export function createContactRevealService(ctx: Pick<AppContext, 'db'>) {
  return {
    /** The full number and its audit row; 404 when the subject does not exist (or its number was erased). */
    async reveal(
      input: ContactRevealRequest & { purposeText: string },
      actor: AuditActor,
    ): Promise<ContactRevealResult> {
      const { kind, id } = input.subject;
      return ctx.db.transaction(async (tx) => {
        const subject = await subjectOf(tx, kind, id);
        if (!subject?.phone) {
          throw new AppError('ADMIN_NOT_FOUND', CONTACT_REVEAL_MESSAGES.notFound);
        }
        const purposeLabel = CONTACT_REVEAL_PURPOSE_LABELS[input.purpose];
        await writeAudit(tx, actor, {
          action: 'CONTACT_REVEAL',
          targetType: kind,
          targetId: id,
          targetLabel: subject.name,
          after: { purpose: input.purpose, purposeLabel, purposeText: input.purposeText },
          reason: input.purposeText ? `${purposeLabel}: ${input.purposeText}` : purposeLabel,
        });
        return { kind, id, name: subject.name, phone: subject.phone };
      });
    },
  };
}
