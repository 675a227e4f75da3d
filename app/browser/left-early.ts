/**
 * Pages left before their script ran (links tapped in the first moments after each paint): the
 * head's catcher notes each in the tab's sessionStorage under this key as it goes, one line per
 * page, in the order they were left, each line the page's address and its referrer joined by a
 * space (an address has none, nor a line break). The next page's script counts them first, in
 * that order (visit.ts), so the visit's landing, source and every view are kept. Only what each
 * page itself would have read, and only until the next page whose script runs.
 */
export const LEFT_EARLY_KEY = "h2:left";

/** More than any visitor taps through before a script runs; a note past it is not a visit. */
export const LEFT_EARLY_MAX = 20;

/** A page as the visit counts it. */
export interface Page {
  path: string;
  search: string;
  referrer: string;
}

/** The pages noted as left early, oldest first, taken (so each is counted once). */
export function takeLeftEarly(win: Window): Page[] {
  let raw: string | null;
  try {
    raw = win.sessionStorage.getItem(LEFT_EARLY_KEY);
    if (raw === null) return [];
    win.sessionStorage.removeItem(LEFT_EARLY_KEY);
  } catch {
    return []; // storage refused
  }
  const pages: Page[] = [];
  for (const line of raw.split("\n").slice(0, LEFT_EARLY_MAX)) {
    const page = readLine(win, line);
    if (page) pages.push(page);
  }
  return pages;
}

/** One line of the note: a page of this site, or nothing (blank, another site's, not an address). */
function readLine(win: Window, line: string): Page | undefined {
  if (!line) return undefined;
  const gap = line.indexOf(" ");
  try {
    const url = new URL(gap < 0 ? line : line.slice(0, gap), win.location.href);
    if (url.origin !== win.location.origin) return undefined;
    return { path: url.pathname, search: url.search, referrer: gap < 0 ? "" : line.slice(gap + 1) };
  } catch {
    return undefined;
  }
}
