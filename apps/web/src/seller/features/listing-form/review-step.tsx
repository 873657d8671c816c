// Step 7, 확인: everything entered, step by step with a way back to each (the condition sheet as dealers
// will read it), what is still missing before review (the shared completeness rule; the sheet's items in one
// line), the plate and the owner's consent, and the seller's name when it was never given.
import {
  CONDITION_MESSAGES,
  FUEL_LABELS,
  LISTING_PHOTO_LABELS,
  LICENSE_PLATE_LABELS,
  NO_ACCIDENT,
  PURPOSE_LABELS,
  formatKoreanWon,
  normalizePlate,
  type Brand,
  formatNumber,
} from '@autobid/shared';
import { ConditionSheet } from '@/components/condition-sheet/condition-sheet';
import { useBrands } from '../../api/get-brands';
import { reportOf } from '../../lib/condition-sheet';
import {
  LISTING_STEPS,
  completenessValues,
  missingForReview,
  type ListingFormValues,
  type ListingStepId,
  type MissingItem,
} from '../../lib/listing-form';
import { ListingRow, labelOf } from '../../components/listing-row';
import { SellerNameForm } from '../../components/seller-name-form';
import { useMyAuction } from '../../api/get-my-auction';
import { consentLine, plateLabelOf } from '../../lib/owner-consent';
import type { ListingForm } from './form-binding';
import { cn } from '@/lib/cn';
import styles from './review-step.module.css';

/** A summary row; an optional one left blank reads "-", a required one "미입력". */
type Row = { label: string; value: string; isOptional?: boolean };

function rowsOf(
  values: ListingFormValues,
  brands: readonly Brand[],
  consent: string,
): Record<ListingStepId, Row[]> {
  const listing = completenessValues(values);
  const brand = brands.find((b) => String(b.id) === values.brandId);
  const photoCount = values.images.length;
  return {
    vehicle: [
      { label: '브랜드', value: brand?.name ?? '' },
      { label: '모델명', value: values.model.trim() },
      { label: '연식', value: listing.year === null ? '' : `${listing.year}년` },
      {
        label: '주행거리',
        value: listing.mileage === null ? '' : `${formatNumber(listing.mileage)}km`,
      },
      { label: '연료', value: labelOf(FUEL_LABELS, values.fuel) },
      { label: '색상', value: values.color.trim() },
    ],
    condition: [
      {
        label: '사고 여부',
        value: listing.accident === NO_ACCIDENT ? '없음 (무사고)' : listing.accident,
      },
      { label: '용도', value: labelOf(PURPOSE_LABELS, values.purpose) },
      { label: '번호판', value: labelOf(LICENSE_PLATE_LABELS, values.licensePlateDesuetude) },
      { label: '유통 경로', value: values.officialIncome },
      { label: '보조키', value: values.secondaryKey },
      { label: '차량 상태', value: values.condition, isOptional: true },
      { label: '수리 내역', value: values.repair.trim(), isOptional: true },
      { label: '구조 변경', value: values.structureChange.trim(), isOptional: true },
      { label: '기타 수리', value: values.otherRepair.trim(), isOptional: true },
      { label: '보증 만료일', value: values.warrantyExpirationDate, isOptional: true },
      { label: '기타 설명', value: values.etc.trim(), isOptional: true },
    ],
    sheet: [],
    photos: [{ label: '사진', value: photoCount > 0 ? `${photoCount}장` : '' }],
    place: [
      { label: '지역', value: [values.region1, values.region2, values.region3].filter(Boolean).join(' ') },
      { label: '희망 가격', value: listing.hopePrice === null ? '' : formatKoreanWon(listing.hopePrice) },
    ],
    owner: [
      { label: plateLabelOf(values.conditionReport.vehicleType), value: normalizePlate(values.plateNumber) },
      { label: '소유자 동의', value: consent },
    ],
    review: [],
  };
}

/** The summary's sections: every step but the review, the condition sheet (a whole row) last. */
const REVIEW_SECTIONS = [
  ...LISTING_STEPS.filter((step) => step.id !== 'review' && step.id !== 'sheet'),
  ...LISTING_STEPS.filter((step) => step.id === 'sheet'),
];

/** The missing list's lines: the sheet's items as one line (its own message when only one is missing). */
function missingLines(missing: MissingItem[]): MissingItem[] {
  const sheet = missing.filter((item) => item.step === 'sheet');
  const [first] = sheet;
  if (sheet.length <= 1 || !first) {
    return missing;
  }
  return missing.flatMap((item) => {
    if (item.step !== 'sheet') {
      return [item];
    }
    return item === first ? [{ ...first, message: CONDITION_MESSAGES.sheetRequired }] : [];
  });
}

/** The sheet as dealers will read it, or a line when nothing is filled in yet. */
function SheetReview({ values, missingCount }: { values: ListingFormValues; missingCount: number }) {
  const { vehicleType } = values.conditionReport;
  const report = reportOf(values.conditionReport);
  if (vehicleType === '' || report === null) {
    return <p className={styles.sheetEmpty}>아직 작성하지 않았습니다.</p>;
  }
  return (
    <>
      {missingCount > 0 ? <p className={styles.sheetEmpty}>작성하지 않은 항목 {missingCount}개</p> : null}
      <ConditionSheet
        vehicleType={vehicleType}
        report={report}
        titleId="review-sheet-title"
        title="딜러에게 보이는 점검표"
      />
    </>
  );
}

type ReviewStepProps = {
  form: ListingForm;
  /** The saved listing (its owner's consent); null before the first save. */
  listingId: number | null;
  /** The seller has no name yet: ask for it here, before the first submission. */
  needsName: boolean;
  onNameSaved: () => void;
  onJump: (step: ListingStepId) => void;
};

export function ReviewStep({ form, listingId, needsName, onNameSaved, onJump }: ReviewStepProps) {
  const values = form.watch();
  const brands = useBrands();
  const detail = useMyAuction(listingId ?? 0);
  const rows = rowsOf(values, brands.data ?? [], consentLine(detail.data?.ownerConsent));
  const missing = missingForReview(values);

  return (
    <div className={styles.step}>
      {missing.length > 0 ? (
        <section className={styles.missing} aria-labelledby="review-missing">
          <h3 id="review-missing" className={styles.missingTitle}>
            심사를 요청하려면 아래 항목을 입력해주세요
          </h3>
          <ul className={styles.missingList}>
            {missingLines(missing).map((item) => (
              <li key={item.field}>
                <button type="button" className={styles.missingLink} onClick={() => onJump(item.step)}>
                  {item.message}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : needsName ? null : (
        <p className={styles.ready} role="status">
          모든 정보를 입력했습니다. 내용을 확인하고 심사를 요청해주세요.
        </p>
      )}

      {needsName ? (
        <SellerNameForm
          lead="심사 요청 전에 한 번만 입력하면 됩니다. 수수료를 입금한 딜러에게 이 이름이 보입니다."
          onSaved={onNameSaved}
        />
      ) : null}

      <div className={styles.summary}>
        {REVIEW_SECTIONS.map((step) => (
          <section
            key={step.id}
            className={cn(styles.section, step.id === 'sheet' && styles.wide)}
            aria-labelledby={`review-${step.id}`}
          >
            <header className={styles.sectionHead}>
              <h3 id={`review-${step.id}`} className={styles.sectionTitle}>
                {step.title}
              </h3>
              <button type="button" className={styles.edit} onClick={() => onJump(step.id)}>
                수정
              </button>
            </header>
            {step.id === 'sheet' ? (
              <SheetReview
                values={values}
                missingCount={missing.filter((item) => item.step === 'sheet').length}
              />
            ) : (
              <dl className={styles.rows}>
                {rows[step.id].map((row) => (
                  <ListingRow key={row.label} {...row} />
                ))}
              </dl>
            )}
            {step.id === 'photos' && values.images.length > 0 ? (
              <ul className={styles.thumbs}>
                {values.images.map((image, index) => (
                  <li key={`${image.image}-${index}`}>
                    <img src={image.image} alt={labelOf(LISTING_PHOTO_LABELS, image.type)} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
    </div>
  );
}
