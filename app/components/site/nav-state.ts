import type { NavItem } from "@lib/site";
import { useLocation } from "react-router";

/** Path without a trailing slash, so "/about/" and "/about" count as the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

export function useCurrentPath(): string {
  return normalisePath(useLocation().pathname);
}

/** A parent item is "in section" when the current page is one of its children. */
export function isInSection(item: NavItem, current: string): boolean {
  return item.children?.some((c) => c.to === current) ?? false;
}
