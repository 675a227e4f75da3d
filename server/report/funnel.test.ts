import type { Attribution } from "@lib/attribution";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeBookingChange } from "../bookings/repository";
import { saveInquiry } from "../contact/repository";
import type { SpamVerdict } from "../contact/spam";
import type { Db } from "../db/connect";
import { validInquiry } from "../test-support/app";
import { createStore, storeNames, type TestStore } from "../test-support/stores";
import { formatWait } from "./format";
import { funnelReport, median } from "./funnel";
import { funnelLines, funnelSection } from "./funnel-tables";

const linkedin: Attribution = {
  landing_page: "/dedicated-team",
  referrer_host: "www.linkedin.com",
  // Mixed case, as a hand-typed campaign link has it: the channel is still "linkedin".
  utm_source: "LinkedIn",
  utm_campaign: "q4-cto",
};
const google: Attribution = { landing_page: "/blog", referrer_host: "www.google.com" };

const SINCE = "2026-03-01T00:00:00.000Z";

describe.each(storeNames)("the funnel (%s)", (engine) => {
  let store: TestStore;
  let db: Db;
  const ids: Record<string, string> = {};
  const deps = { salesEmail: "sales@h2.test", unsubscribeUrl: (t: string) => t, webhook: false };

  async function inquiry(
    key: string,
    at: string,
    attribution: Attribution,
    verdict: SpamVerdict = "ok",
  ) {
    const saved = await saveInquiry(
      db,
      { ...validInquiry(), name: key, email: `${key}@acme.io`, source: "/contact" },
      { ...deps, verdict, attribution, now: new Date(at) },
    );
    ids[key] = saved.id;
  }

  async function booking(
    trigger: "BOOKING_CREATED" | "BOOKING_RESCHEDULED" | "BOOKING_CANCELLED",
    uid: string,
    at: string,
    over: { email: string; inquiry?: string; channel?: string | null; replaces?: string },
  ) {
    await storeBookingChange(
      db,
      {
        trigger,
        uid,
        replaces: over.replaces ?? null,
        name: "Ada Lovelace",
        email: over.email,
        startAt: "2026-03-20T14:00:00.000Z",
        endAt: "2026-03-20T14:30:00.000Z",
        timeZone: "Europe/London",
        inquiryId: over.inquiry ? ids[over.inquiry]! : null,
        channel: over.channel ?? null,
      },
      { salesEmail: "sales@h2.test", webhook: false },
      new Date(at),
    );
  }

  beforeAll(async () => {
    store = await createStore(engine);
    db = await store.open();
    const view = (day: string, path: string, landings: number, from: Attribution = {}) => ({
      day,
      path,
      referrer_host: from.referrer_host ?? "",
      utm_source: from.utm_source?.toLowerCase() ?? "",
      utm_campaign: from.utm_campaign ?? "",
      views: landings + 20,
      landings,
    });
    await db.kysely
      .insertInto("page_views")
      .values([
        view("2026-02-20", "/dedicated-team", 100, linkedin),
        view("2026-03-02", "/dedicated-team", 40, linkedin),
        // Further pages of a visit: views, never a landing.
        view("2026-03-03", "/contact", 0, linkedin),
        view("2026-03-03", "/blog", 30, google),
        view("2026-03-09", "/", 30),
      ])
      .execute();
    await inquiry("old", "2026-02-10T10:00:00.000Z", linkedin);
    await inquiry("li1", "2026-03-02T10:00:00.000Z", linkedin);
    await inquiry("li2", "2026-03-04T10:00:00.000Z", linkedin);
    await inquiry("goo", "2026-03-05T10:00:00.000Z", google);
    await inquiry("dir", "2026-03-10T10:00:00.000Z", {});
    await inquiry("spam", "2026-03-10T11:00:00.000Z", linkedin, "too_fast");

    // Before the period: left out of it.
    await booking("BOOKING_CREATED", "bk_feb", "2026-02-20T09:00:00.000Z", {
      email: "early@elsewhere.io",
      channel: "linkedin",
    });
    // Booked 4 minutes after the inquiry; the link said "direct", the inquiry knows better.
    await booking("BOOKING_CREATED", "bk_li1", "2026-03-02T10:04:00.000Z", {
      email: "li1@acme.io",
      inquiry: "li1",
      channel: "direct",
    });
    // Booked 2 hours after, then moved: still one booked call, timed from its first booking.
    await booking("BOOKING_CREATED", "bk_li2", "2026-03-04T12:00:00.000Z", {
      email: "li2@acme.io",
      inquiry: "li2",
    });
    await booking("BOOKING_RESCHEDULED", "bk_li2b", "2026-03-05T09:00:00.000Z", {
      email: "li2@acme.io",
      inquiry: "li2",
      replaces: "bk_li2",
    });
    // An inquiry from before the period, its call booked in it (19 days on).
    await booking("BOOKING_CREATED", "bk_old", "2026-03-01T10:00:00.000Z", {
      email: "old@acme.io",
      inquiry: "old",
    });
    // Booked, then cancelled: apart, and not timed.
    await booking("BOOKING_CREATED", "bk_goo", "2026-03-05T10:30:00.000Z", {
      email: "goo@acme.io",
      inquiry: "goo",
    });
    await booking("BOOKING_CANCELLED", "bk_goo", "2026-03-06T10:30:00.000Z", {
      email: "goo@acme.io",
      inquiry: "goo",
    });
    // Without an inquiry: the newsletter's link, and the scheduler's page reached some other way.
    await booking("BOOKING_CREATED", "bk_news", "2026-03-12T08:00:00.000Z", {
      email: "reader@globex.io",
      channel: "newsletter",
    });
    await booking("BOOKING_CREATED", "bk_stranger", "2026-03-13T08:00:00.000Z", {
      email: "stranger@globex.io",
    });
  });
  afterAll(async () => {
    await db.close();
    await store.cleanup();
  });

  const row = (
    key: string,
    landing_views: number,
    inquiries: number,
    booked: number,
    cancelled: number,
    median_seconds_to_booking: number | null,
  ) => ({
    key,
    landing_views,
    inquiries,
    booked,
    cancelled,
    inquiry_rate: landing_views ? Math.round((inquiries / landing_views) * 10_000) / 10_000 : null,
    booking_rate: inquiries ? Math.round((booked / inquiries) * 10_000) / 10_000 : null,
    median_seconds_to_booking,
  });
  const TWO_HOURS = 2 * 3600;

  it("counts landing views, genuine inquiries and booked calls per channel, with the median wait", async () => {
    const funnel = await funnelReport(db, { since: SINCE });
    expect(funnel.channels).toEqual([
      row("linkedin", 40, 2, 3, 0, TWO_HOURS),
      row("direct", 30, 1, 1, 0, null),
      row("newsletter", 0, 0, 1, 0, null),
      row("google.com", 30, 1, 0, 1, null),
    ]);
    const { key: _, ...total } = row("total", 100, 4, 5, 1, TWO_HOURS);
    expect(funnel.total).toEqual(total);
  });

  it("counts the same per landing page: a call booked without an inquiry has none", async () => {
    const funnel = await funnelReport(db, { since: SINCE });
    expect(funnel.landing_pages).toEqual([
      row("/dedicated-team", 40, 2, 3, 0, TWO_HOURS),
      row("(unknown page)", 0, 1, 2, 0, null),
      row("/blog", 30, 1, 0, 1, null),
      row("/", 30, 0, 0, 0, null),
    ]);
  });

  it("takes everything in without --since", async () => {
    const funnel = await funnelReport(db);
    expect(funnel.channels[0]).toEqual(row("linkedin", 140, 3, 4, 0, TWO_HOURS));
    expect(funnel.total).toMatchObject({ landing_views: 200, inquiries: 5, booked: 6 });
  });

  it("falls back to the booking's own channel when its inquiry is gone (erased)", async () => {
    await db.kysely.deleteFrom("inquiries").where("id", "=", ids.goo!).execute();
    const funnel = await funnelReport(db, { since: SINCE });
    const channels = Object.fromEntries(funnel.channels.map((r) => [r.key, r]));
    // The cancelled call's link carried no channel: now direct, and landed nowhere known.
    expect(channels["google.com"]).toMatchObject({ inquiries: 0, cancelled: 0 });
    expect(channels.direct).toMatchObject({ booked: 1, cancelled: 1 });
  });
});

describe("the funnel's figures as text and HTML", () => {
  const funnel = {
    channels: [
      {
        key: "linkedin",
        landing_views: 40,
        inquiries: 2,
        booked: 1,
        cancelled: 0,
        inquiry_rate: 0.05,
        booking_rate: 0.5,
        median_seconds_to_booking: 240,
      },
      {
        key: "direct",
        landing_views: 0,
        inquiries: 0,
        booked: 0,
        cancelled: 1,
        inquiry_rate: null,
        booking_rate: null,
        median_seconds_to_booking: null,
      },
    ],
    landing_pages: [
      {
        key: "/a<b>",
        landing_views: 40,
        inquiries: 2,
        booked: 1,
        cancelled: 1,
        inquiry_rate: 0.05,
        booking_rate: 0.5,
        median_seconds_to_booking: 240,
      },
    ],
    total: {
      landing_views: 40,
      inquiries: 2,
      booked: 1,
      cancelled: 1,
      inquiry_rate: 0.05,
      booking_rate: 0.5,
      median_seconds_to_booking: 240,
    },
  };

  it("prints a table per channel and per landing page, a dash where nothing was timed", () => {
    const lines = funnelLines(funnel, "2026-03-01");
    expect(lines[0]).toBe("The funnel since 2026-03-01: landing views → inquiries → booked calls.");
    expect(lines[1]).toMatch(/^Landing views: a visit's first page/);
    expect(lines.slice(3, 7)).toEqual([
      "channel   landing views  inquiries  inquiry rate  booked calls  call rate  cancelled  median to booking",
      "linkedin             40          2         5.0 %             1     50.0 %          0              4 min",
      "direct                0          0             —             0          —          1                  —",
      "total                40          2         5.0 %             1     50.0 %          1              4 min",
    ]);
    expect(lines[8]).toMatch(/^landing page {2}landing views/);
  });

  it("writes the same figures as an HTML section, channels by name, escaped", () => {
    const html = funnelSection(funnel);
    expect(html).toContain('<h2 id="funnel">The funnel</h2>');
    expect(html).toContain(
      "<p>40 landing views, 2 inquiries, 1 booked calls (1 cancelled); median time to booking 4 min.</p>",
    );
    expect(html).toContain(
      '<tr><th scope="row">LinkedIn</th><td>40</td><td>2</td><td>5.0 %</td><td>1</td><td>50.0 %</td><td>0</td><td>4 min</td></tr>',
    );
    expect(html).toContain('<th scope="row">Direct</th>');
    expect(html).toContain('<th scope="row">/a&lt;b&gt;</th>');
  });

  it("takes the middle wait, and says it as people do", () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(formatWait(null)).toBe("—");
    expect(formatWait(42.4)).toBe("42 s");
    expect(formatWait(12 * 60 + 10)).toBe("12 min");
    expect(formatWait(3 * 3600 + 5 * 60)).toBe("3 h 5 min");
    expect(formatWait(7200)).toBe("2 h");
    expect(formatWait(2 * 86_400 + 4 * 3600)).toBe("2 d 4 h");
    expect(formatWait(19 * 86_400)).toBe("19 d");
  });
});
