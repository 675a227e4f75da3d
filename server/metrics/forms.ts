import { formSubmissions } from "./registry";

export type FormName = "inquiry" | "signup" | "case_study_request";

/**
 * Why a submission was not taken, by the status it was refused with (server/http/guards.ts),
 * plus the outcomes of a body that was read: a fixed, small set of label values.
 */
const REFUSED_BY_STATUS: Record<number, string> = {
  400: "malformed",
  403: "cross_site",
  413: "too_large",
  415: "unsupported_type",
  429: "rate_limited",
  503: "unavailable",
};

/**
 * accepted: stored and acted on; duplicate: a replay or an address already subscribed (answered
 * as before); spam: stored as possible spam (no notice, no webhook); invalid: fields the schema
 * refused; the rest: refused before the body was looked at.
 */
export type FormOutcome =
  | "accepted"
  | "duplicate"
  | "spam"
  | "invalid"
  | "malformed"
  | "cross_site"
  | "too_large"
  | "unsupported_type"
  | "rate_limited"
  | "unavailable";

export function countForm(form: FormName, outcome: FormOutcome) {
  formSubmissions.labels(form, outcome).inc();
}

export function countRefusedForm(form: FormName, status: number) {
  formSubmissions.labels(form, REFUSED_BY_STATUS[status] ?? "refused").inc();
}
