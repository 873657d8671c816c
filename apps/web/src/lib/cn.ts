/** Joins the class names that are set: `cn(styles.item, isOpen && styles.open, className)`. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
