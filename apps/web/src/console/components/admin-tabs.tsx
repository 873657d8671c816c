// The console's tabs over a list (심사 대기 / 승인 / 반려 …), each with an optional count, on the shared
// TabList. Wider than a phone, the row scrolls sideways.
import { formatNumber } from '@autobid/shared';
import { TabList } from '@/components/ui/tab-list';
import styles from './admin-tabs.module.css';

export type AdminTab<T extends string> = { value: T; label: string; count?: number | null };

/** A tab for each value, named by its label, with its count where `counts` has one. */
export function tabsOf<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  counts?: Partial<Record<T, number>>,
): AdminTab<T>[] {
  return values.map((value) => ({ value, label: labels[value], count: counts?.[value] }));
}

type AdminTabsProps<T extends string> = {
  label: string;
  tabs: readonly AdminTab<T>[];
  selected: T;
  onSelect: (value: T) => void;
};

export function AdminTabs<T extends string>({ label, tabs, selected, onSelect }: AdminTabsProps<T>) {
  const items = tabs.map((tab) => ({
    value: tab.value,
    label:
      tab.count === undefined || tab.count === null ? tab.label : `${tab.label} ${formatNumber(tab.count)}`,
  }));
  return (
    <TabList
      label={label}
      items={items}
      selected={selected}
      onSelect={onSelect}
      classes={{ list: styles.tabs, tab: styles.tab, active: styles.active }}
    />
  );
}
