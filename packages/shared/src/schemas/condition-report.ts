// The structured condition report (상태 점검표) of a listing (docs/domain.md "Handover"): one sheet of items per
// vehicle type, each with a state and an optional note and photo. The seller fills it in the listing form,
// the operator reviews it, dealers bid on the approved sheet, and a price adjustment at handover names the
// items that differ from it. Server and web both read these definitions.
import { z } from 'zod';
import type { VehicleType } from '../enums';

export const CONDITION_MESSAGES = {
  itemUnknown: '점검표에 없는 항목입니다.',
  stateRequired: (label: string) => `${label} 상태를 선택해주세요.`,
  stateInvalid: (label: string) => `${label} 상태는 보기 중에서 선택해주세요.`,
  percentInvalid: (label: string) => `${label}은(는) 0에서 100 사이의 숫자(%)로 입력해주세요.`,
  dateInvalid: (label: string) => `${label}은(는) 2026-03-31 형식의 지난 날짜로 입력해주세요.`,
  noteRequired: (label: string) => `${label} 내용을 적어주세요.`,
  noteTooLong: '설명은 200자 이내로 입력해주세요.',
  textTooLong: '100자 이내로 입력해주세요.',
  photoInvalid: '업로드한 사진만 등록할 수 있습니다.',
  sheetRequired: '상태 점검표를 모두 작성해주세요.',
} as const;

export const CONDITION_NOTE_MAX = 200;
export const CONDITION_TEXT_MAX = 100;

/** One choice of a `choice` item; `ok` marks the state a buyer expects (no defect). */
export type ConditionOption = {
  value: string;
  label: string;
  ok: boolean;
  /** The seller must describe it (which modifications, which lights). */
  needsNote?: boolean;
};

/**
 * One line of the sheet. `choice`: one of `options`; `percent`: 0-100 (a tyre's wear); `date`: a past
 * yyyy-mm-dd or empty for unknown; `text`: free text, may be empty (a record's number).
 */
export type ConditionItemDef = {
  key: string;
  group: string;
  label: string;
  kind: 'choice' | 'percent' | 'date' | 'text';
  options?: readonly ConditionOption[];
  /** An item the seller may leave empty (`date` and `text` items). */
  optional?: boolean;
};

const choice = (
  key: string,
  group: string,
  label: string,
  options: readonly ConditionOption[],
): ConditionItemDef => ({ key, group, label, kind: 'choice', options });

const NONE_OR_DAMAGE = (damaged: string): readonly ConditionOption[] => [
  { value: 'NONE', label: '없음', ok: true },
  { value: 'DAMAGED', label: damaged, ok: false },
];
const LEAKS: readonly ConditionOption[] = [
  { value: 'NONE', label: '없음', ok: true },
  { value: 'SEEP', label: '미세 누유', ok: false },
  { value: 'LEAK', label: '누유', ok: false },
];
const EXTERIOR: readonly ConditionOption[] = [
  { value: 'CLEAN', label: '이상 없음', ok: true },
  { value: 'SCRATCH', label: '흠집', ok: false },
  { value: 'BROKEN', label: '파손', ok: false },
];
const PANEL: readonly ConditionOption[] = [
  { value: 'ORIGINAL', label: '무사고(원판)', ok: true },
  { value: 'SHEET_METAL', label: '판금·도색', ok: false },
  { value: 'REPLACED', label: '교환', ok: false },
];
const HISTORY: readonly ConditionOption[] = [
  { value: 'NONE', label: '없음', ok: true },
  { value: 'SOME', label: '있음', ok: false, needsNote: true },
];

const BIKE_PARTS = [
  ['frontCowl', '프론트 카울'],
  ['leftCowl', '좌측 카울'],
  ['rightCowl', '우측 카울'],
  ['tank', '연료탱크'],
  ['seatCowl', '시트·리어 카울'],
  ['muffler', '머플러'],
  ['wheels', '휠'],
] as const;

const CAR_PANELS = [
  ['hood', '후드'],
  ['frontFenderLeft', '앞 펜더(좌)'],
  ['frontFenderRight', '앞 펜더(우)'],
  ['frontDoorLeft', '앞 도어(좌)'],
  ['frontDoorRight', '앞 도어(우)'],
  ['rearDoorLeft', '뒤 도어(좌)'],
  ['rearDoorRight', '뒤 도어(우)'],
  ['trunk', '트렁크'],
  ['quarterLeft', '쿼터 패널(좌)'],
  ['quarterRight', '쿼터 패널(우)'],
  ['roof', '루프'],
] as const;

/** The sheet of each vehicle type, in the order the form asks and the detail shows. */
export const CONDITION_SHEETS: Record<VehicleType, readonly ConditionItemDef[]> = {
  MOTORBIKE: [
    choice('frame', '차체', '프레임 손상·교정', [
      { value: 'NONE', label: '없음', ok: true },
      { value: 'STRAIGHTENED', label: '교정 이력', ok: false },
      { value: 'DAMAGED', label: '손상 있음', ok: false },
    ]),
    choice('engine', '엔진', '시동·엔진 소음', [
      { value: 'NORMAL', label: '정상', ok: true },
      { value: 'NOISE', label: '이음 있음', ok: false },
      { value: 'HARD_START', label: '시동 불량', ok: false },
    ]),
    choice('oilLeak', '엔진', '오일 누유', LEAKS),
    choice('chain', '구동', '체인·스프로킷', [
      { value: 'GOOD', label: '양호', ok: true },
      { value: 'WORN', label: '마모', ok: false },
      { value: 'REPLACE', label: '교체 필요', ok: false },
    ]),
    { key: 'frontTyre', group: '타이어', label: '앞 타이어 마모율', kind: 'percent' },
    { key: 'rearTyre', group: '타이어', label: '뒤 타이어 마모율', kind: 'percent' },
    choice('brakes', '제동', '브레이크', [
      { value: 'NORMAL', label: '정상', ok: true },
      { value: 'CHECK', label: '점검 필요', ok: false },
    ]),
    choice('electrics', '전기', '전기·등화장치', [
      { value: 'NORMAL', label: '정상', ok: true },
      { value: 'PARTIAL', label: '일부 불량', ok: false, needsNote: true },
    ]),
    ...BIKE_PARTS.map(([key, label]) => choice(`exterior.${key}`, '외관', label, EXTERIOR)),
    choice('tuning', '튜닝', '튜닝·개조', [
      { value: 'NONE', label: '없음', ok: true },
      { value: 'SOME', label: '있음', ok: false, needsNote: true },
    ]),
    choice('accidentHistory', '이력', '사고 이력', HISTORY),
    choice('useReport', '서류', '사용신고', [
      { value: 'REPORTED', label: '신고 완료', ok: true },
      { value: 'CANCELLED', label: '폐지', ok: false },
      { value: 'NONE', label: '미신고', ok: false },
    ]),
    { key: 'lastInspection', group: '서류', label: '최근 정기점검일', kind: 'date', optional: true },
  ],
  CAR: [
    ...CAR_PANELS.map(([key, label]) => choice(`panel.${key}`, '외판', label, PANEL)),
    choice('frame', '골격', '프레임 손상', NONE_OR_DAMAGE('손상 있음')),
    choice('flood', '골격', '침수 이력', [
      { value: 'NONE', label: '없음', ok: true },
      { value: 'PARTIAL', label: '부분 침수', ok: false },
      { value: 'FULL', label: '전체 침수', ok: false },
    ]),
    choice('leaks', '엔진', '누유·누수', LEAKS),
    { key: 'tyres', group: '타이어', label: '타이어 마모율', kind: 'percent' },
    choice('warningLights', '전기', '계기판 경고등', [
      { value: 'NONE', label: '없음', ok: true },
      { value: 'ON', label: '점등', ok: false, needsNote: true },
    ]),
    choice('accidentHistory', '이력', '사고·보험 이력', HISTORY),
    {
      key: 'inspectionRecord',
      group: '서류',
      label: '성능·상태점검기록부 번호',
      kind: 'text',
      optional: true,
    },
  ],
};

export function conditionItemOf(type: VehicleType, key: string): ConditionItemDef | undefined {
  return CONDITION_SHEETS[type].find((item) => item.key === key);
}

/** One item as the seller filled it. */
export const conditionEntry = z
  .object({
    state: z.string().trim().max(CONDITION_TEXT_MAX, CONDITION_MESSAGES.textTooLong),
    note: z.string().trim().max(CONDITION_NOTE_MAX, CONDITION_MESSAGES.noteTooLong).optional().default(''),
    /** A photo the seller uploaded (`/uploads/...`), or empty. */
    photo: z.string().trim().max(2_000, CONDITION_MESSAGES.photoInvalid).optional().default(''),
  })
  .strict();
export type ConditionEntry = z.output<typeof conditionEntry>;

/** The whole sheet: item key → entry. Which keys are valid depends on the vehicle type (the brand's). */
export const conditionReport = z
  .object({
    items: z.record(z.string().max(60), conditionEntry),
  })
  .strict();
export type ConditionReportInput = z.input<typeof conditionReport>;
export type ConditionReport = z.output<typeof conditionReport>;

export const EMPTY_CONDITION_REPORT: ConditionReport = { items: {} };

const PERCENT = /^(100|[1-9]?\d)$/;
const DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The mistake of one entry, or null (an empty state is a mistake only when `complete` is asked). */
function entryMistake(item: ConditionItemDef, entry: ConditionEntry, today: string): string | null {
  const state = entry.state.trim();
  switch (item.kind) {
    case 'choice': {
      if (state === '') {
        return null;
      }
      const option = item.options?.find((o) => o.value === state);
      if (!option) {
        return CONDITION_MESSAGES.stateInvalid(item.label);
      }
      return option.needsNote && entry.note.trim() === ''
        ? CONDITION_MESSAGES.noteRequired(item.label)
        : null;
    }
    case 'percent':
      return state === '' || PERCENT.test(state) ? null : CONDITION_MESSAGES.percentInvalid(item.label);
    case 'date': {
      if (state === '') {
        return null;
      }
      const match = DATE.exec(state);
      if (!match || state > today) {
        return CONDITION_MESSAGES.dateInvalid(item.label);
      }
      const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCMonth() === m - 1 && date.getUTCDate() === d
        ? null
        : CONDITION_MESSAGES.dateInvalid(item.label);
    }
    case 'text':
      return null;
  }
}

/**
 * The first mistake of a sheet for this vehicle type, in the sheet's order: an unknown item, a state not
 * among the item's choices, a missing note; with `complete`, also an item left empty that may not be.
 * `today` is the Seoul date (yyyy-mm-dd) a date item may not pass. Null when the sheet is fine.
 */
export function conditionReportMistake(
  type: VehicleType,
  report: ConditionReport,
  options: { complete: boolean; today: string },
): { item: string; message: string } | null {
  const sheet = CONDITION_SHEETS[type];
  const unknown = Object.keys(report.items).find((key) => !sheet.some((item) => item.key === key));
  if (unknown !== undefined) {
    return { item: unknown, message: CONDITION_MESSAGES.itemUnknown };
  }
  for (const item of sheet) {
    const entry = report.items[item.key];
    if (!entry || entry.state.trim() === '') {
      if (options.complete && !item.optional) {
        return {
          item: item.key,
          message:
            item.kind === 'percent'
              ? CONDITION_MESSAGES.percentInvalid(item.label)
              : CONDITION_MESSAGES.stateRequired(item.label),
        };
      }
      continue;
    }
    const mistake = entryMistake(item, entry, options.today);
    if (mistake) {
      return { item: item.key, message: mistake };
    }
  }
  return null;
}

/** One line of the sheet as a reader sees it. */
export type ConditionRow = {
  key: string;
  group: string;
  label: string;
  /** The state in words: the option's label, "마모 30%", a date, the text; "-" when left empty. */
  stateLabel: string;
  /** False for a defect (a state other than the expected one, a tyre worn 70 % or more). */
  ok: boolean;
  note: string;
  photo: string;
};

/** A tyre worn this much or more reads as a defect. */
export const TYRE_WEAR_DEFECT_PERCENT = 70;

export function conditionStateLabel(item: ConditionItemDef, state: string): string {
  const value = state.trim();
  if (value === '') {
    return '-';
  }
  switch (item.kind) {
    case 'choice':
      return item.options?.find((o) => o.value === value)?.label ?? value;
    case 'percent':
      return `마모 ${value}%`;
    case 'date':
    case 'text':
      return value;
  }
}

function isOk(item: ConditionItemDef, state: string): boolean {
  const value = state.trim();
  if (value === '') {
    return true;
  }
  if (item.kind === 'choice') {
    return item.options?.find((o) => o.value === value)?.ok ?? true;
  }
  if (item.kind === 'percent') {
    return Number(value) < TYRE_WEAR_DEFECT_PERCENT;
  }
  return true;
}

/** The sheet's rows in order, for the dealer's detail, the operator's review and the seller's check step. */
export function conditionRows(type: VehicleType, report: ConditionReport | null): ConditionRow[] {
  return CONDITION_SHEETS[type].map((item) => {
    const entry = report?.items[item.key];
    const state = entry?.state ?? '';
    return {
      key: item.key,
      group: item.group,
      label: item.label,
      stateLabel: conditionStateLabel(item, state),
      ok: isOk(item, state),
      note: entry?.note ?? '',
      photo: entry?.photo ?? '',
    };
  });
}

/** How many items of the sheet read as a defect (for a summary line: "점검 항목 24개 중 2개 이상"). */
export function conditionDefectCount(type: VehicleType, report: ConditionReport | null): number {
  return conditionRows(type, report).filter((row) => !row.ok).length;
}

/** The photos a sheet points to (each must be a file the seller uploaded). */
export function conditionPhotos(report: ConditionReport | null): string[] {
  return Object.values(report?.items ?? {})
    .map((entry) => entry.photo.trim())
    .filter((photo) => photo !== '');
}

/**
 * A complete sheet with every item in its expected state (tyres worn 20 %), `changes` over it: the demo
 * data's and the tests' starting point.
 */
export function clearConditionReport(
  type: VehicleType,
  changes: Record<string, Partial<ConditionEntry>> = {},
): ConditionReport {
  const items: Record<string, ConditionEntry> = {};
  for (const item of CONDITION_SHEETS[type]) {
    const state =
      item.kind === 'choice'
        ? (item.options?.find((option) => option.ok)?.value ?? '')
        : item.kind === 'percent'
          ? '20'
          : '';
    items[item.key] = { state, note: '', photo: '', ...changes[item.key] };
  }
  return { items };
}
