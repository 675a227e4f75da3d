// Where a visit came from, as the page's script keeps it for the tab's life and the server
// stores it with an inquiry or a sign-up (docs/attribution.md). Shared by the browser and the
// server, so it imports nothing: every value is cleaned here, and nothing in it ever throws.

export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export const ATTRIBUTION_KEYS = [
  "landing_page",
  "referrer_host",
  ...UTM_KEYS,
  "pages_seen",
] as const;

export type UtmKey = (typeof UTM_KEYS)[number];
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

export interface Attribution {
  landing_page?: string;
  referrer_host?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  pages_seen?: number;
}

/**
 * Retention by default (server/env.ts: ATTRIBUTION_RETENTION_DAYS, VIEWS_DAILY_DAYS); the
 * privacy notice states these, so a deployment that changes them changes the notice too.
 */
export const RETENTION_DEFAULTS = { attributionDays: 395, viewsDailyDays: 90 } as const;

/** Caps, in characters: a page or host, and a UTM value. */
export const ATTRIBUTION_LIMITS = { path: 200, host: 200, utm: 100, pagesSeen: 1000 } as const;

// Control characters, and the line and paragraph separators a mail header would split on.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the class is what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== "string") return undefined;
  // Cut before cleaning too, so a 10 MB string costs no more than a short one.
  const cleaned = value
    .slice(0, max * 4)
    .replace(CONTROL, "")
    .trim()
    .slice(0, max)
    .trim();
  return cleaned || undefined;
}

/** A site path: starts with one "/", no query or fragment, capped. */
export function cleanPath(value: unknown): string | undefined {
  const path = text(value, ATTRIBUTION_LIMITS.path * 4)
    ?.split(/[?#]/)[0]
    ?.slice(0, ATTRIBUTION_LIMITS.path);
  if (!path?.startsWith("/") || path.startsWith("//") || /\s/.test(path)) return undefined;
  return path;
}

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/;

/** A host name alone, lower case: given a whole address, its host. */
export function cleanHost(value: unknown): string | undefined {
  let host = text(value, ATTRIBUTION_LIMITS.host * 4)?.toLowerCase();
  if (!host) return undefined;
  if (host.includes("/") || host.includes("@")) {
    const withScheme = /^[a-z][a-z0-9+.-]*:\/\//.test(host) ? host : `https://${host}`;
    try {
      host = new URL(withScheme).host;
    } catch {
      return undefined;
    }
  }
  host = host.slice(0, ATTRIBUTION_LIMITS.host);
  return HOST.test(host) && host.includes(".") ? host : undefined;
}

/**
 * Whatever arrived, as an Attribution: unknown keys dropped, strings trimmed, stripped of
 * control characters and capped, paths kept only when they start with "/", the referrer reduced
 * to its host, pages_seen an integer from 1 to 1000. Never throws.
 */
export function cleanAttribution(raw: unknown): Attribution {
  const out: Attribution = {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return out;
  // Own properties only: a hostile "__proto__" key or a getter on the prototype is never read.
  const get = (key: AttributionKey): unknown => {
    try {
      const d = Object.getOwnPropertyDescriptor(raw, key);
      return d && "value" in d ? d.value : undefined;
    } catch {
      return undefined;
    }
  };
  const landing = cleanPath(get("landing_page"));
  if (landing) out.landing_page = landing;
  const host = cleanHost(get("referrer_host"));
  if (host) out.referrer_host = host;
  for (const key of UTM_KEYS) {
    const value = text(get(key), ATTRIBUTION_LIMITS.utm);
    if (value) out[key] = value;
  }
  const pages = get("pages_seen");
  const n = typeof pages === "string" && /^\d{1,9}$/.test(pages.trim()) ? Number(pages) : pages;
  if (typeof n === "number" && Number.isFinite(n)) {
    out.pages_seen = Math.min(ATTRIBUTION_LIMITS.pagesSeen, Math.max(1, Math.round(n)));
  }
  return out;
}

export const isEmptyAttribution = (a: Attribution) => Object.keys(a).length === 0;

/** The utm_* parameters of a query string ("?utm_source=x&…"), cleaned. */
export function utmFromSearch(search: string): Attribution {
  const found: Record<string, string> = {};
  try {
    const params = new URLSearchParams(String(search).slice(0, 4096));
    for (const key of UTM_KEYS) {
      const value = params.get(key);
      if (value !== null) found[key] = value;
    }
  } catch {
    return {};
  }
  return cleanAttribution(found);
}

/** The referring site's host, or "" when the referrer is this site, empty or not an address. */
export function referrerHostOf(referrer: string, ownHost?: string): string {
  if (!referrer) return "";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "";
  const host = cleanHost(url.host) ?? "";
  if (ownHost && host === ownHost.toLowerCase()) return "";
  return host;
}

/** Well-known sources, by a utm_source value or a referring host's name, as sales calls them. */
const KNOWN: [RegExp, string][] = [
  [/^(www\.)?linkedin(\.com)?$|^lnkd\.in$/, "LinkedIn"],
  [/^(www\.)?google(\.[a-z.]+)?$/, "Google"],
  [/^(www\.)?bing(\.com)?$/, "Bing"],
  [/^(www\.)?duckduckgo(\.com)?$|^ddg$/, "DuckDuckGo"],
  [/^(www\.|mobile\.)?(twitter|x)(\.com)?$|^t\.co$/, "X (Twitter)"],
  [/^(www\.|m\.|l\.|lm\.)?facebook(\.com)?$|^fb$/, "Facebook"],
  [/^(www\.)?github(\.com)?$/, "GitHub"],
  [/^(newsletter|email|e-mail|mail)$/, "Newsletter"],
  [/^(www\.)?reddit(\.com)?$/, "Reddit"],
  [/^news\.ycombinator\.com$|^hn$|^hackernews$/, "Hacker News"],
  [/^(www\.)?youtube(\.com)?$/, "YouTube"],
];

/** A source's display name: a known one by name, else the value (a host without "www."). */
export function sourceName(value: string): string {
  const key = value.trim().toLowerCase();
  for (const [pattern, name] of KNOWN) if (pattern.test(key)) return name;
  return value.replace(/^www\./i, "");
}

/** The key a report groups by: utm_source (lower case), else the referring host, else direct. */
export function sourceKey(a: Attribution): string {
  if (a.utm_source) return a.utm_source.toLowerCase();
  if (a.referrer_host) return a.referrer_host.replace(/^www\./, "");
  return "(direct)";
}

/**
 * The channel a booking link carries to the scheduler and the funnel report groups by: the
 * report's source key in the few characters a link's metadata keeps ("direct" when none), so
 * a call booked from a LinkedIn visit and that visit's inquiry meet under one name.
 */
export function channelKey(a: Attribution): string {
  const key = sourceKey(a);
  if (key === "(direct)") return "direct";
  const cleaned = key
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "")
    .slice(0, 64);
  return cleaned || "direct";
}

/**
 * The one line sales reads: "LinkedIn · campaign q4-cto · landed on /dedicated-team · sent
 * from /contact after 4 pages". "Direct" when no source is known.
 */
export function describeOrigin(a: Attribution & { form_page?: string | null }): string {
  const source = a.utm_source ?? a.referrer_host;
  const parts = [source ? sourceName(source) : "Direct"];
  if (a.utm_medium && !a.utm_source) parts.push(`via ${a.utm_medium}`);
  if (a.utm_campaign) parts.push(`campaign ${a.utm_campaign}`);
  if (a.landing_page) parts.push(`landed on ${a.landing_page}`);
  const pages = a.pages_seen ? ` after ${a.pages_seen} page${a.pages_seen === 1 ? "" : "s"}` : "";
  if (a.form_page) parts.push(`sent from ${a.form_page}${pages}`);
  else if (pages) parts.push(pages.trim());
  return parts.join(" · ");
}
