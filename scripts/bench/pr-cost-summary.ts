// The pull request's "what this change costs a phone" summary, written for the marketer who made
// the change: each changed page's weight before and after, whether it crossed the first round
// trip, what that costs on a phone, and the fix. A warning, never a refusal: copy is never cut to
// fit a byte count by the machine (docs/performance.md, "What a change costs").
import { FIRST_FLIGHT_BYTES, PHONE_ROUND_TRIP_MS, roundTrips } from "./round-trip";

/** One page as a phone receives it. */
export interface PageWeight {
  /** The HTML as sent (compressed), headers included: what the first round trip holds. */
  bytes: number;
  /** The decoded HTML up to the hero's end marker (the first paint waits for it); null without a hero. */
  heroBytes: number | null;
  /** The whole decoded HTML. */
  htmlBytes: number;
}

/** A page whose HTML differs between the release and the branch (null: not on that side). */
export interface PageChange {
  route: string;
  before: PageWeight | null;
  after: PageWeight | null;
  /** Only hashed files' names differ in its HTML (the font's, after a new letter elsewhere). */
  namesOnly?: boolean;
  /** Lighthouse's median LCP on each side, where the runner could run it. */
  lcp?: { before: number; after: number };
}

export interface CostSummary {
  /** For the run's summary page ($GITHUB_STEP_SUMMARY). */
  markdown: string;
  /** One line per page that now takes a round trip more: the pull request's annotations. */
  warnings: string[];
}

/** A page this close under the first round trip is named: its next sentence crosses it. */
export const NEAR_BYTES = 512;
/** The table lists this many pages of those whose round trips did not change, largest change first. */
export const TABLE_ROWS = 25;

const n = (x: number) => x.toLocaleString("en-GB");
const signed = (x: number) => (x > 0 ? `+${n(x)}` : x < 0 ? `−${n(-x)}` : "±0");
const trips = (k: number) => (k === 1 ? "1 round trip" : `${k} round trips`);

/** Where the page's HTML grew, and the fix that fits that place. */
function fixFor(c: PageChange): string {
  const { before, after } = c;
  if (c.namesOnly)
    return "Its text did not change: only the names of files every page shares did (the font's, when the text uses a new letter). Nothing on this page to shorten.";
  const hero =
    before?.heroBytes != null && after?.heroBytes != null ? after.heroBytes - before.heroBytes : 0;
  const rest = before && after ? after.htmlBytes - before.htmlBytes - hero : 0;
  if (hero > 0 && hero >= rest)
    return `It grew in the hero (${signed(hero)} bytes of HTML). To win it back: shorten the hero's text, or move this section down, below the hero (a phone shows the page once its hero has arrived).`;
  if (before && after)
    return `It grew below the hero (${signed(rest)} bytes of HTML). To win it back: shorten the text you added, or move this section to a page of its own and link to it.`;
  return "To bring it within one round trip: shorten the hero's text, or move a section to a page of its own and link to it.";
}

const lcpNote = (c: PageChange) =>
  c.lcp
    ? ` Lighthouse on this run: LCP ${n(Math.round(c.lcp.before))} → ${n(Math.round(c.lcp.after))} ms.`
    : "";

/**
 * The summary of a branch against `against` (e.g. "main (abc1234)"): `changes` are the pages
 * whose HTML differs, `unchanged` how many pages are the same on both sides.
 */
export function costSummary(
  changes: PageChange[],
  { against, unchanged }: { against: string; unchanged: number },
): CostSummary {
  const warnings: string[] = [];
  const crossed: string[] = [];
  const back: string[] = [];
  const near: string[] = [];
  const rows: { line: string; size: number }[] = [];
  const listed = new Set<string>();

  for (const c of changes) {
    const { route, before, after } = c;
    if (!after) {
      rows.push({ line: `| \`${route}\` | ${n(before!.bytes)} | removed | | |`, size: Infinity });
      continue;
    }
    const was = before ? roundTrips(before.bytes) : 1;
    const now = roundTrips(after.bytes);
    const delta = before ? after.bytes - before.bytes : after.bytes;
    const weight = before
      ? `${n(before.bytes)} → ${n(after.bytes)} bytes (${signed(delta)})`
      : `a new page, ${n(after.bytes)} bytes`;
    if (now > was) {
      const cost = (now - was) * PHONE_ROUND_TRIP_MS;
      const where =
        was === 1
          ? `past the first round trip's ${n(FIRST_FLIGHT_BYTES)} by ${n(after.bytes - FIRST_FLIGHT_BYTES)}`
          : `${trips(now)} instead of ${was}`;
      crossed.push(
        `- **\`${route}\`**: ${weight}, ${where}. On a phone: ≈${cost} ms later to show (one round trip more on the phone profile).${lcpNote(c)} ${fixFor(c)}`,
      );
      warnings.push(
        `${route}: HTML ${n(after.bytes)} bytes with headers, ${where}: ≈${cost} ms later on a phone. ${fixFor(c)}`,
      );
      listed.add(route);
    } else if (before && now < was) {
      back.push(
        `- **\`${route}\`**: ${weight}, ${now === 1 ? "within the first round trip again" : `${trips(now)} instead of ${was}`}: ≈${(was - now) * PHONE_ROUND_TRIP_MS} ms sooner on a phone.${lcpNote(c)}`,
      );
      listed.add(route);
    }
    const left = FIRST_FLIGHT_BYTES - after.bytes;
    if (now === 1 && left < NEAR_BYTES && delta > 0 && !c.namesOnly)
      near.push(
        `- **\`${route}\`**: ${weight}, ${n(left)} bytes left in the first round trip: one more sentence may cross it.`,
      );
    rows.push({
      line: `| \`${route}\` | ${before ? n(before.bytes) : "new"} | ${n(after.bytes)} | ${before ? signed(delta) : ""} | ${now === was ? trips(now) : `${was} → ${now}`} |`,
      size: listed.has(route) ? Infinity : Math.abs(delta),
    });
  }

  const out = [
    "## What this change costs a phone",
    "",
    `Every page of this branch beside ${against}, as a phone receives it: the page's HTML, compressed, with its headers. A page within ${n(FIRST_FLIGHT_BYTES)} bytes arrives in the first round trip; a few bytes more and the phone waits a whole round trip longer, ≈${PHONE_ROUND_TRIP_MS} ms before the page shows (Lighthouse's phone profile). This is a warning, never a refusal: whether the words are worth it is yours to decide.`,
    "",
  ];
  if (crossed.length)
    out.push(
      `### ⚠️ ${crossed.length === 1 ? "1 page takes" : `${crossed.length} pages take`} a round trip more`,
      "",
      ...crossed,
      "",
    );
  if (back.length) out.push("### ✅ Faster by a round trip", "", ...back, "");
  if (near.length) out.push("### Close to the first round trip", "", ...near, "");
  if (!changes.length) out.push(`No page changed weight (${n(unchanged)} pages compared).`);
  else {
    const sorted = rows.sort((a, b) => b.size - a.size);
    const shown = sorted.slice(0, Math.max(TABLE_ROWS, listed.size));
    out.push(
      `### Every page that changed (${n(changes.length)})`,
      "",
      "| page | before (bytes) | after (bytes) | change | round trips |",
      "|---|--:|--:|--:|--:|",
      ...shown.map((r) => r.line),
      "",
    );
    if (sorted.length > shown.length)
      out.push(
        `${n(sorted.length - shown.length)} more changed by less, within the same round trips.`,
        "",
      );
    out.push(`${n(unchanged)} other pages unchanged.`);
  }
  if (!crossed.length && changes.length) out.push("", "No page takes a round trip more.");
  return { markdown: `${out.join("\n")}\n`, warnings };
}
