import { describe, expect, it } from "vitest";
import { costSummary, NEAR_BYTES, type PageWeight, TABLE_ROWS } from "./pr-cost-summary";
import { FIRST_FLIGHT_BYTES, PHONE_ROUND_TRIP_MS, roundTrips } from "./round-trip";

const page = (bytes: number, heroBytes: number | null = 4000, htmlBytes = 40_000): PageWeight => ({
  bytes,
  heroBytes,
  htmlBytes,
});
const against = "main (abc1234)";

describe("roundTrips", () => {
  it("fits 14,600 bytes in one, then doubles each flight", () => {
    expect(FIRST_FLIGHT_BYTES).toBe(14_600);
    expect(roundTrips(0)).toBe(1);
    expect(roundTrips(FIRST_FLIGHT_BYTES)).toBe(1);
    expect(roundTrips(FIRST_FLIGHT_BYTES + 1)).toBe(2);
    expect(roundTrips(FIRST_FLIGHT_BYTES * 3)).toBe(2);
    expect(roundTrips(FIRST_FLIGHT_BYTES * 3 + 1)).toBe(3);
  });
});

describe("costSummary", () => {
  it("names a page that crossed the first round trip, its cost on a phone and the hero's fix", () => {
    // The case: `/` 18 bytes under, one more sentence in the hero.
    const before = page(FIRST_FLIGHT_BYTES - 18, 5000, 40_000);
    const after = page(FIRST_FLIGHT_BYTES + 40, 5130, 40_130);
    const { markdown, warnings } = costSummary([{ route: "/", before, after }], {
      against,
      unchanged: 68,
    });
    expect(markdown).toContain("### ⚠️ 1 page takes a round trip more");
    expect(markdown).toContain(
      "- **`/`**: 14,582 → 14,640 bytes (+58), past the first round trip's 14,600 by 40. On a phone: ≈150 ms later to show",
    );
    expect(markdown).toContain(
      "It grew in the hero (+130 bytes of HTML). To win it back: shorten the hero's text, or move this section down",
    );
    expect(markdown).toContain(`beside ${against}`);
    expect(markdown).toContain("| `/` | 14,582 | 14,640 | +58 | 1 → 2 |");
    expect(markdown).toContain("68 other pages unchanged.");
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\/: HTML 14,640 bytes with headers, past the first round trip's/);
    expect(warnings[0]).toContain(`≈${PHONE_ROUND_TRIP_MS} ms later on a phone`);
  });

  it("counts a page at exactly 14,600 bytes as within the first round trip", () => {
    const { warnings, markdown } = costSummary(
      [{ route: "/about", before: page(14_000), after: page(FIRST_FLIGHT_BYTES) }],
      { against, unchanged: 0 },
    );
    expect(warnings).toEqual([]);
    expect(markdown).toContain("No page takes a round trip more.");
    // …but close to it: its next sentence crosses.
    expect(markdown).toContain("**`/about`**: 14,000 → 14,600 bytes (+600), 0 bytes left");
  });

  it(`names a page as close only within ${NEAR_BYTES} bytes of the line`, () => {
    const near = (after: number) =>
      costSummary([{ route: "/faq", before: page(10_000), after: page(after) }], {
        against,
        unchanged: 0,
      }).markdown.includes("### Close to the first round trip");
    expect(near(FIRST_FLIGHT_BYTES - NEAR_BYTES + 1)).toBe(true);
    expect(near(FIRST_FLIGHT_BYTES - NEAR_BYTES)).toBe(false);
  });

  it("points below the hero when the page grew there", () => {
    const { warnings } = costSummary(
      [
        {
          route: "/dedicated-team",
          before: page(14_500, 5000, 40_000),
          after: page(14_700, 5000, 40_400),
        },
      ],
      { against, unchanged: 0 },
    );
    expect(warnings[0]).toContain(
      "It grew below the hero (+400 bytes of HTML). To win it back: shorten the text you added, or move this section to a page of its own",
    );
  });

  it("says when a page is back within the first round trip, and a later round trip too", () => {
    const { markdown, warnings } = costSummary(
      [
        { route: "/blog", before: page(14_700), after: page(14_500) },
        { route: "/insights/x", before: page(43_000), after: page(44_000) },
      ],
      { against, unchanged: 0 },
    );
    expect(markdown).toContain(
      "- **`/blog`**: 14,700 → 14,500 bytes (−200), within the first round trip again: ≈150 ms sooner on a phone.",
    );
    expect(markdown).toContain("3 round trips instead of 2");
    expect(warnings).toHaveLength(1);
  });

  it("warns of a new page past the first round trip, and lists a removed one", () => {
    const { markdown, warnings } = costSummary(
      [
        { route: "/q4-event", before: null, after: page(15_000) },
        { route: "/old", before: page(9000), after: null },
      ],
      { against, unchanged: 3 },
    );
    expect(warnings[0]).toMatch(/^\/q4-event: HTML 15,000 bytes/);
    expect(markdown).toContain("a new page, 15,000 bytes");
    expect(markdown).toContain("| `/old` | 9,000 | removed | | |");
  });

  it("lists the largest changes first and says how many more there are", () => {
    const changes = Array.from({ length: TABLE_ROWS + 5 }, (_, i) => ({
      route: `/p${i}`,
      before: page(5000),
      after: page(5000 + i),
    }));
    const { markdown } = costSummary(changes, { against, unchanged: 0 });
    const rows = markdown.split("\n").filter((l) => l.startsWith("| `/p"));
    expect(rows).toHaveLength(TABLE_ROWS);
    expect(rows[0]).toContain(`/p${TABLE_ROWS + 4}`);
    expect(markdown).toContain("5 more changed by less, within the same round trips.");
  });

  it("says so when nothing changed", () => {
    const { markdown, warnings } = costSummary([], { against, unchanged: 69 });
    expect(markdown).toContain("No page changed weight (69 pages compared).");
    expect(warnings).toEqual([]);
  });
});

describe("a page whose text did not change", () => {
  it("says so when only shared files' names moved it across", () => {
    const { warnings } = costSummary(
      [{ route: "/about", before: page(14_590), after: page(14_610), namesOnly: true }],
      { against, unchanged: 0 },
    );
    expect(warnings[0]).toContain("Its text did not change");
    expect(warnings[0]).not.toContain("shorten the hero");
  });
});
