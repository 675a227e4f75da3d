import { describe, expect, it } from "vitest";
import {
  ATTRIBUTION_KEYS,
  channelKey,
  cleanAttribution,
  cleanHost,
  describeOrigin,
  referrerHostOf,
  sourceKey,
  utmFromSearch,
} from "./attribution";

describe("cleanAttribution", () => {
  it("keeps a well-formed attribution as it came", () => {
    const a = {
      landing_page: "/dedicated-team",
      referrer_host: "www.linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "q4-cto",
      utm_term: "offshore team",
      utm_content: "carousel-2",
      pages_seen: 4,
    };
    expect(cleanAttribution(a)).toEqual(a);
  });

  it("never throws, and gives {} for anything that is not an object", () => {
    for (const raw of [undefined, null, 0, 1, "x", true, [], ["/a"], () => 1, Symbol("s")]) {
      expect(cleanAttribution(raw)).toEqual({});
    }
  });

  it("caps 10 KB strings: 200 characters for pages and hosts, 100 for UTM values", () => {
    const long = "a".repeat(10_000);
    const a = cleanAttribution({
      landing_page: `/${long}`,
      referrer_host: `${long}.com`,
      utm_source: long,
      utm_campaign: long,
    });
    expect(a.landing_page).toHaveLength(200);
    expect(a.utm_source).toHaveLength(100);
    expect(a.utm_campaign).toHaveLength(100);
    expect(a.referrer_host?.length ?? 0).toBeLessThanOrEqual(200);
  });

  it("strips control characters and line breaks, trims, and drops what is left empty", () => {
    const a = cleanAttribution({
      utm_source: "  link\u0000ed\r\nin\u2028 ",
      utm_medium: "\u0007\u0008 ",
      utm_campaign: "q4\tcto",
    });
    expect(a).toEqual({ utm_source: "linkedin", utm_campaign: "q4cto" });
  });

  it("keeps only paths that start with one slash, without query or fragment", () => {
    expect(cleanAttribution({ landing_page: "dedicated-team" })).toEqual({});
    expect(cleanAttribution({ landing_page: "https://evil.example/x" })).toEqual({});
    expect(cleanAttribution({ landing_page: "//evil.example/x" })).toEqual({});
    expect(cleanAttribution({ landing_page: "/a b" })).toEqual({});
    expect(cleanAttribution({ landing_page: "/blog?utm_source=x#top" })).toEqual({
      landing_page: "/blog",
    });
  });

  it("reduces a referrer to its host, lower case; junk hosts are dropped", () => {
    expect(cleanAttribution({ referrer_host: "https://WWW.Google.com/search?q=h2" })).toEqual({
      referrer_host: "www.google.com",
    });
    expect(cleanAttribution({ referrer_host: "news.ycombinator.com/item?id=1" })).toEqual({
      referrer_host: "news.ycombinator.com",
    });
    expect(cleanHost("<script>alert(1)</script>")).toBeUndefined();
    expect(cleanHost("user:pass@evil.example")).toBe("evil.example");
    expect(cleanHost("localhost")).toBeUndefined();
  });

  it("clamps pages_seen to an integer from 1 to 1000; non-numbers are dropped", () => {
    expect(cleanAttribution({ pages_seen: 0 }).pages_seen).toBe(1);
    expect(cleanAttribution({ pages_seen: -5 }).pages_seen).toBe(1);
    expect(cleanAttribution({ pages_seen: 1e9 }).pages_seen).toBe(1000);
    expect(cleanAttribution({ pages_seen: 3.6 }).pages_seen).toBe(4);
    expect(cleanAttribution({ pages_seen: "7" }).pages_seen).toBe(7);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, "lots", [], {}, null, true]) {
      expect(cleanAttribution({ pages_seen: bad })).toEqual({});
    }
  });

  it("drops unknown keys, non-string values and anything from a hostile prototype", () => {
    const hostile = JSON.parse(
      '{"__proto__": {"utm_source": "polluted", "isAdmin": true}, "constructor": {"x": 1}, "utm_medium": ["a"], "utm_term": {"x": 1}, "utm_content": 5, "extra": "x"}',
    );
    const a = cleanAttribution(hostile);
    expect(a).toEqual({});
    expect(Object.keys(a)).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const inherited = Object.create({ utm_source: "from-prototype" });
    expect(cleanAttribution(inherited)).toEqual({});
    const throwing = Object.defineProperty({}, "utm_source", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    expect(cleanAttribution(throwing)).toEqual({});
  });

  it("returns only the known keys", () => {
    const a = cleanAttribution(
      Object.fromEntries([...ATTRIBUTION_KEYS, "ip", "user_agent"].map((k) => [k, "/x.example"])),
    );
    for (const key of Object.keys(a)) expect(ATTRIBUTION_KEYS).toContain(key);
  });
});

describe("utmFromSearch and referrerHostOf", () => {
  it("reads the five utm_* parameters of a query string, cleaned", () => {
    expect(
      utmFromSearch("?utm_source=linkedin&utm_campaign=q4-cto&utm_medium=%0Asocial&x=1&gclid=abc"),
    ).toEqual({ utm_source: "linkedin", utm_campaign: "q4-cto", utm_medium: "social" });
    expect(utmFromSearch("")).toEqual({});
    expect(utmFromSearch(`?utm_term=${"z".repeat(5000)}`).utm_term).toHaveLength(100);
  });

  it("gives the referring host, and nothing for this site, junk or other schemes", () => {
    expect(referrerHostOf("https://www.linkedin.com/feed/update/123?x=1")).toBe("www.linkedin.com");
    expect(referrerHostOf("https://h2.example/blog", "h2.example")).toBe("");
    expect(referrerHostOf("")).toBe("");
    expect(referrerHostOf("not a url")).toBe("");
    expect(referrerHostOf("android-app://com.google.android.gm/")).toBe("");
  });
});

describe("describeOrigin", () => {
  it("says where an inquiry came from in one line", () => {
    expect(
      describeOrigin({
        utm_source: "linkedin",
        utm_campaign: "q4-cto",
        landing_page: "/dedicated-team",
        pages_seen: 4,
        form_page: "/contact",
      }),
    ).toBe(
      "LinkedIn · campaign q4-cto · landed on /dedicated-team · sent from /contact after 4 pages",
    );
  });

  it("names well-known sources and hosts, else the host without www.", () => {
    const name = (a: Parameters<typeof describeOrigin>[0]) => describeOrigin(a).split(" · ")[0];
    expect(name({ referrer_host: "www.google.co.uk" })).toBe("Google");
    expect(name({ referrer_host: "duckduckgo.com" })).toBe("DuckDuckGo");
    expect(name({ referrer_host: "t.co" })).toBe("X (Twitter)");
    expect(name({ utm_source: "twitter" })).toBe("X (Twitter)");
    expect(name({ referrer_host: "l.facebook.com" })).toBe("Facebook");
    expect(name({ utm_source: "newsletter" })).toBe("Newsletter");
    expect(name({ referrer_host: "github.com" })).toBe("GitHub");
    expect(name({ referrer_host: "www.bing.com" })).toBe("Bing");
    expect(name({ referrer_host: "www.partner.example" })).toBe("partner.example");
  });

  it("says Direct when nothing is known, and one page in the singular", () => {
    expect(describeOrigin({})).toBe("Direct");
    expect(describeOrigin({ form_page: "/contact", pages_seen: 1 })).toBe(
      "Direct · sent from /contact after 1 page",
    );
  });

  it("groups reports by utm_source, else the referring host, else direct", () => {
    expect(sourceKey({ utm_source: "LinkedIn", referrer_host: "www.google.com" })).toBe("linkedin");
    expect(sourceKey({ referrer_host: "www.google.com" })).toBe("google.com");
    expect(sourceKey({})).toBe("(direct)");
  });
});

describe("channelKey", () => {
  it.each([
    [{}, "direct"],
    [{ referrer_host: "www.linkedin.com" }, "linkedin.com"],
    [{ utm_source: "LinkedIn", referrer_host: "t.co" }, "linkedin"],
    [{ utm_source: "Partner Newsletter (Q4)" }, "partner-newsletter-q4-"],
    [{ utm_source: "---" }, "direct"],
    [{ utm_source: "x".repeat(100) }, "x".repeat(64)],
  ])("%j → %s", (attribution, channel) => {
    expect(channelKey(attribution)).toBe(channel);
  });

  it("keeps only what a booking link's metadata accepts", () => {
    for (const source of ["émail", "a b", "../x", "UPPER"]) {
      expect(channelKey({ utm_source: source })).toMatch(/^[a-z0-9][a-z0-9._-]{0,63}$/);
    }
  });
});
