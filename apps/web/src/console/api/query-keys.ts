// The operator console's query keys, all under ['admin'] so an operator logout drops them in one go. Each
// area keeps its keys under adminKeys.area(name), so an action invalidates its own area's lists.
export const adminKeys = {
  all: ['admin'] as const,
  me: () => ['admin', 'me'] as const,
  area: (name: string) => ['admin', name] as const,
};
