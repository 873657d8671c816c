// A row of tab buttons (role="tablist"), the selected one marked; each list gives its own look. Every tab is
// reached by Tab; the arrow keys (and Home/End) also move between them and select, as a tab list does.
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
type TabListProps<T extends string> = {
  label: string;
  items: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
  classes: { list?: string; tab?: string; active?: string };
};

const STEPS: Partial<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function TabList<T extends string>({ label, items, selected, onSelect, classes }: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const step = STEPS[event.key];
    let next: number | undefined;
    if (event.key === 'Home') {
      next = 0;
    } else if (event.key === 'End') {
      next = tabs.length - 1;
    } else if (step !== undefined && current >= 0) {
      next = (current + step + tabs.length) % tabs.length;
    }
    const item = next === undefined ? undefined : items[next];
    if (next === undefined || item === undefined) {
      return;
    }
    event.preventDefault();
    tabs[next]?.focus();
    onSelect(item.value);
  };
  return (
    <div className={classes.list} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={selected === item.value}
          className={cn(classes.tab, selected === item.value && classes.active)}
          onClick={() => onSelect(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
