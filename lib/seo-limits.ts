/**
 * How a page's title is made and how long its title and description may be: the build's SEO
 * check (scripts/seo.ts) refuses a built page outside these limits, and the content schemas and
 * the editor's fields take theirs from here, so a marketer is stopped beside the field, never by
 * a failed build. Imports nothing: the editor's browser code reads it too.
 */

/** The brand every page title but the home page's ends with (content/site.ts's `brand`). */
export const BRAND = "H2";

/** What follows the page's own title in its <title>, "Case studies | H2". */
export const TITLE_SUFFIX = ` | ${BRAND}`;

/** A page's <title> from its own title: the home page writes its own whole. */
export function pageTitle(title: string, path: string): string {
  return path === "/" ? title : `${title}${TITLE_SUFFIX}`;
}

/** The <title> search engines show, suffix included. */
export const PAGE_TITLE_LENGTH = { min: 5, max: 90 } as const;

/** The meta description, as search engines show it. */
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/**
 * The longest text a marketer may write where a page's title is made of it: what the suffix
 * (and any fixed words the page adds, e.g. " case study") leaves of PAGE_TITLE_LENGTH.max.
 */
export function titleRoom(fixedWords = ""): number {
  return PAGE_TITLE_LENGTH.max - TITLE_SUFFIX.length - fixedWords.length;
}

/**
 * The search title and description a marketer writes for a whole page (a service or sector
 * page): a title that search results show in full, never more than the room the suffix leaves,
 * and a description long enough to say what the page offers.
 */
export const SEARCH_TITLE_LENGTH = { min: 10, max: Math.min(70, titleRoom()) } as const;
export const SEARCH_DESCRIPTION_LENGTH = { min: 70, max: DESCRIPTION_LENGTH.max } as const;
