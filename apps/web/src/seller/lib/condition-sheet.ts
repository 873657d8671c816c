// The listing form's condition sheet (docs/domain.md "Handover"): the sheet as the form holds it (the vehicle
// type it is for, from the brand, and the entries), every mistake of it at once (the shared rule, item by
// item), what a save sends (only the type's items, only those filled in), the sheet kept for another vehicle
// type when the brand changes, and the quick fill of every choice with its expected state.
import {
  CONDITION_SHEETS,
  VEHICLE_TYPES,
  clearConditionReport,
  conditionReportMistake,
  kstDayKey,
  type ConditionEntry,
  type ConditionItemDef,
  type ConditionReport,
  type VehicleType,
} from '@autobid/shared';

/** The sheet in the form: entries by item key, for the vehicle type of the chosen brand ('' before one). */
export type SheetFormValue = { vehicleType: VehicleType | ''; items: Record<string, ConditionEntry> };

export const EMPTY_SHEET: SheetFormValue = { vehicleType: '', items: {} };
export const EMPTY_ENTRY: ConditionEntry = { state: '', note: '', photo: '' };

/** The form field of one item (where its message shows). */
export type SheetItemField = `conditionReport.items.${string}`;
export const sheetField = (item: string): SheetItemField => `conditionReport.items.${item}`;

export const isVehicleType = (value: string): value is VehicleType =>
  (VEHICLE_TYPES as readonly string[]).includes(value);

/** Today in Seoul: a date item may not pass it. */
export const sheetToday = () => kstDayKey(Date.now());

export type SheetMistake = { item: string; message: string };

/**
 * Every item's mistake, in the sheet's order: each item checked by the shared rule on a sheet that is
 * otherwise complete and clear, so one message per item comes out (the rule itself stops at the first).
 */
export function sheetMistakes(
  type: VehicleType,
  report: ConditionReport,
  options: { complete: boolean; today?: string },
): SheetMistake[] {
  const today = options.today ?? sheetToday();
  const clear = clearConditionReport(type).items;
  return CONDITION_SHEETS[type].flatMap((item) => {
    const others = Object.fromEntries(Object.entries(clear).filter(([key]) => key !== item.key));
    const entry = report.items[item.key];
    const probe = { items: entry ? { ...others, [item.key]: entry } : others };
    const mistake = conditionReportMistake(type, probe, { complete: options.complete, today });
    return mistake ? [mistake] : [];
  });
}

const hasContent = (entry: ConditionEntry) =>
  entry.state.trim() !== '' || entry.note.trim() !== '' || entry.photo.trim() !== '';

/**
 * What a save sends: the items of the sheet's vehicle type that hold anything, or null for none (no brand
 * yet, or nothing filled in). A key of another type would be refused, so none is ever sent.
 */
export function reportOf(sheet: SheetFormValue): ConditionReport | null {
  if (sheet.vehicleType === '') {
    return null;
  }
  const items: Record<string, ConditionEntry> = {};
  for (const item of CONDITION_SHEETS[sheet.vehicleType]) {
    const entry = sheet.items[item.key];
    if (entry && hasContent(entry)) {
      items[item.key] = { state: entry.state.trim(), note: entry.note.trim(), photo: entry.photo.trim() };
    }
  }
  return Object.keys(items).length > 0 ? { items } : null;
}

/** Whether a state is one the item takes (an empty one always is). */
function fits(item: ConditionItemDef, state: string): boolean {
  if (state.trim() === '' || item.kind !== 'choice') {
    return true;
  }
  return item.options?.some((option) => option.value === state) ?? false;
}

/**
 * The sheet after the brand changed to one of `type`: only the items that type's sheet has are kept (the
 * others would be refused), a state the item no longer offers is emptied, notes and photos stay.
 */
export function sheetForType(sheet: SheetFormValue, type: VehicleType | ''): SheetFormValue {
  if (type === sheet.vehicleType || type === '') {
    return { ...sheet, vehicleType: type };
  }
  const items: Record<string, ConditionEntry> = {};
  for (const item of CONDITION_SHEETS[type]) {
    const entry = sheet.items[item.key];
    if (entry) {
      items[item.key] = fits(item, entry.state) ? entry : { ...entry, state: '' };
    }
  }
  return { vehicleType: type, items };
}

/**
 * "모두 이상 없음으로 채우기": every choice not answered yet takes its expected state (the shared clear sheet);
 * what was answered stays, and the tyre wear is left to be measured: a guessed number is what a dealer would
 * claim against at the handover.
 */
export function fillClear(sheet: SheetFormValue): SheetFormValue {
  if (sheet.vehicleType === '') {
    return sheet;
  }
  const clear = clearConditionReport(sheet.vehicleType).items;
  const items = { ...sheet.items };
  for (const item of CONDITION_SHEETS[sheet.vehicleType]) {
    const entry = items[item.key] ?? EMPTY_ENTRY;
    if (item.kind === 'choice' && entry.state.trim() === '') {
      items[item.key] = { ...entry, state: clear[item.key]?.state ?? '' };
    }
  }
  return { ...sheet, items };
}

/** How many of the items a submission needs are answered, of how many. */
export function sheetProgress(sheet: SheetFormValue): { done: number; total: number } {
  if (sheet.vehicleType === '') {
    return { done: 0, total: 0 };
  }
  const required = CONDITION_SHEETS[sheet.vehicleType].filter((item) => !item.optional);
  const done = required.filter((item) => (sheet.items[item.key]?.state.trim() ?? '') !== '').length;
  return { done, total: required.length };
}
