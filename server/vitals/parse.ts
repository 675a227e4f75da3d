import { LCP_ELEMENT_MAX, VITAL_NAMES, VITALS, type VitalName } from "@lib/web-vitals";
import { z } from "zod";

/** One page's measurements, as the beacon sent them and the checks let through. */
export interface VitalsBeacon {
  path: string;
  values: Partial<Record<VitalName, number>>;
  /** The LCP element's selector, when the library named it. */
  lcpElement?: string;
}

/**
 * What a CSS selector the library builds can hold: tags, ids, classes (Tailwind's among them:
 * `w-1/2`, `text-[2rem]`, `sm:flex`, `!mt-0`), `>`, `:nth-child()`. Anything else is not one,
 * and the selector alone is dropped: the measurements still count.
 */
const SELECTOR = /^[\w\s#.>:()[\]=*,+~/%!@-]+$/;

const value = (name: VitalName) => z.number().finite().min(0).max(VITALS[name].max).optional();

const schema = z.strictObject({
  path: z
    .string()
    .max(200)
    .regex(/^\/[\w\-./]*$/),
  lcp: value("lcp"),
  fcp: value("fcp"),
  ttfb: value("ttfb"),
  inp: value("inp"),
  cls: value("cls"),
  lcp_element: z.string().max(1000).optional(),
});

/**
 * A beacon's body as measurements, or undefined for anything else: unknown keys, a value that
 * is not a number or out of its range (negative, past a minute, a shift score past 10), a path
 * that is not one, or no value at all. Never throws.
 */
export function parseVitals(text: string): VitalsBeacon | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return undefined;
  const values: Partial<Record<VitalName, number>> = {};
  for (const name of VITAL_NAMES) {
    const v = parsed.data[name];
    if (v !== undefined) values[name] = v;
  }
  if (Object.keys(values).length === 0) return undefined;
  const selector = parsed.data.lcp_element?.trim();
  const lcpElement =
    selector && selector.length <= LCP_ELEMENT_MAX && SELECTOR.test(selector)
      ? selector
      : undefined;
  return { path: parsed.data.path, values, lcpElement };
}
