// Search by a typed word in the console's lists.
/** `q` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
