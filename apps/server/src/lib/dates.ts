// The business clock (Asia/Seoul days and months) lives in @autobid/shared (packages/shared/src/kst.ts).
export function toIso(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}
