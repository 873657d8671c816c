// A row of tab buttons (role="tablist"), the selected one marked; each list gives its own look.
import { cn } from '@/lib/cn';
type TabListProps<T extends string> = {
  label: string;
  items: readonly { value: T; label: string }[];
  selected: T;
  onSelect: (value: T) => void;
  classes: { list?: string; tab?: string; active?: string };
};

export function TabList<T extends string>({ label, items, selected, onSelect, classes }: TabListProps<T>) {
  return (
    <div className={classes.list} role="tablist" aria-label={label}>
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
