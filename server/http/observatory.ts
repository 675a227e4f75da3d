/**
 * The header tests of Mozilla's HTTP Observatory (v2 scoring), applied to one response.
 * Baseline 100; A+ is 100 or more. Redirection and cookie tests do not apply to a header set
 * (the site sets no cookies; http→https redirects are the TLS front end's job: deploy/nginx).
 */
export interface ObservatoryResult {
  score: number;
  grade: string;
  tests: { name: string; modifier: number }[];
}

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

function cspTest(csp: string | null): [string, number] {
  if (!csp) return ["csp-not-implemented", -25];
  const d = directives(csp);
  const fallback = d.get("default-src");
  const script = d.get("script-src") ?? fallback;
  const style = d.get("style-src") ?? fallback;
  if (!script) return ["csp-implemented-with-unsafe-inline", -20];
  const sources = [...script, ...(d.get("object-src") ?? fallback ?? [])];
  if (
    sources.some(
      (s) =>
        s === "'unsafe-inline'" || s === "data:" || s === "*" || s === "http:" || s === "https:",
    )
  ) {
    return ["csp-implemented-with-unsafe-inline", -20];
  }
  if (sources.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  if (style?.includes("'unsafe-inline'"))
    return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  if (fallback?.length === 1 && fallback[0] === "'none'")
    return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 0];
}

function hstsTest(value: string | null): [string, number] {
  if (!value) return ["strict-transport-security-not-implemented", -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? "-1");
  if (maxAge < 0) return ["strict-transport-security-header-invalid", -20];
  if (maxAge < 15_768_000)
    return ["strict-transport-security-implemented-max-age-less-than-six-months", -10];
  if (/preload/i.test(value) && /includesubdomains/i.test(value) && maxAge >= 31_536_000) {
    return ["strict-transport-security-preloaded", 5];
  }
  return ["strict-transport-security-implemented-max-age-at-least-six-months", 0];
}

function referrerTest(value: string | null): [string, number] {
  if (!value) return ["referrer-policy-not-implemented", 0];
  const last =
    value
      .split(",")
      .map((v) => v.trim().toLowerCase())
      .pop() ?? "";
  if (
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      last,
    )
  ) {
    return ["referrer-policy-private", 5];
  }
  if (
    ["origin", "origin-when-cross-origin", "no-referrer-when-downgrade", "unsafe-url"].includes(
      last,
    )
  ) {
    return ["referrer-policy-unsafe", -5];
  }
  return ["referrer-policy-header-invalid", -5];
}

function frameTest(xfo: string | null, csp: string | null): [string, number] {
  const ancestors = csp ? directives(csp).get("frame-ancestors") : undefined;
  if (ancestors) return ["x-frame-options-implemented-via-csp", 5];
  if (!xfo) return ["x-frame-options-not-implemented", -20];
  return /^(deny|sameorigin)$/i.test(xfo.trim())
    ? ["x-frame-options-sameorigin-or-deny", 0]
    : ["x-frame-options-header-invalid", -20];
}

function nosniffTest(value: string | null): [string, number] {
  if (!value) return ["x-content-type-options-not-implemented", -5];
  return value.trim().toLowerCase() === "nosniff"
    ? ["x-content-type-options-nosniff", 0]
    : ["x-content-type-options-header-invalid", -5];
}

const GRADES: [number, string][] = [
  [100, "A+"],
  [90, "A"],
  [85, "A-"],
  [80, "B+"],
  [70, "B"],
  [65, "B-"],
  [60, "C+"],
  [50, "C"],
  [45, "C-"],
  [40, "D+"],
  [30, "D"],
  [25, "D-"],
  [0, "F"],
];

export function scoreHeaders(headers: Headers): ObservatoryResult {
  const csp = headers.get("content-security-policy");
  const tests = [
    cspTest(csp),
    hstsTest(headers.get("strict-transport-security")),
    referrerTest(headers.get("referrer-policy")),
    frameTest(headers.get("x-frame-options"), csp),
    nosniffTest(headers.get("x-content-type-options")),
  ].map(([name, modifier]) => ({ name, modifier }));
  // Bonuses only count once the baseline is reached (Observatory rule).
  const penalties = tests.filter((t) => t.modifier < 0).reduce((a, t) => a + t.modifier, 0);
  const bonuses = tests.filter((t) => t.modifier > 0).reduce((a, t) => a + t.modifier, 0);
  const score = Math.max(0, 100 + penalties + (penalties === 0 ? bonuses : 0));
  const grade = GRADES.find(([min]) => score >= min)![1];
  return { score, grade, tests };
}
