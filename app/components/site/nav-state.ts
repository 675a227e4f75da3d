import type { NavItem } from "@content/site";

export { normalisePath, useCurrentPath } from "~/components/ui/link";

/** A parent item is "in section" when the current page is one of its children. */
export function isInSection(item: NavItem, current: string): boolean {
  return item.children?.some((c) => c.to === current) ?? false;
}
