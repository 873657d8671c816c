// The ?page= number of a list URL: a positive integer, 1 otherwise.
export function pageFromSearch(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value > 0 ? value : 1;
}
