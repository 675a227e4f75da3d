import type { IconName } from "@content/icons";
import * as lucide from "lucide-react";
import { createElement, type ElementType } from "react";
import { renderToStaticMarkup } from "react-dom/server";

// Content names its icons (content/icons.ts); this draws them at build as the inner markup of
// the icon's <svg>, so a page carries lucide's paths and no script carries an icon table (all of
// them would be ≈5.6 KB brotli). Server-only (.server): rendered while the pages are built, so
// importing the whole of lucide here costs the browser nothing.
/** The markup inside an icon component's <svg>, as React renders it. */
export function drawnPaths(icon: ElementType): string {
  const markup = renderToStaticMarkup(createElement(icon));
  const body = /^<svg[^>]*>(.*)<\/svg>$/s.exec(markup)?.[1];
  if (!body) throw new Error(`icon: unexpected markup ${markup.slice(0, 80)}`);
  return body;
}

/**
 * The paths inside the named icon's <svg>. Content's list types each name as one of lucide's
 * exports, so looking it up here cannot miss.
 */
export const iconSvg = (name: IconName) =>
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: drawn at build, never bundled for a browser
  drawnPaths(lucide[name]);
