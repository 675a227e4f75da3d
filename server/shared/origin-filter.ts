import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema";

/** The tables whose rows carry a visit's attribution and are listed by where they came from. */
type LeadTable = "inquiries" | "case_study_requests";

/**
 * Rows from one source (utm_source, or the referring host with or without "www." and ".com"),
 * any letter case, as the owner CLI's `--source` asks for them.
 */
export function fromSource(source: string) {
  const s = source.trim().toLowerCase();
  return (eb: ExpressionBuilder<Database, LeadTable>) =>
    eb.or([
      eb(eb.fn("lower", ["utm_source"]), "=", s),
      eb(eb.fn("lower", ["referrer_host"]), "=", s),
      eb(eb.fn("lower", ["referrer_host"]), "=", `www.${s}`),
      eb(eb.fn("lower", ["referrer_host"]), "=", `${s}.com`),
      eb(eb.fn("lower", ["referrer_host"]), "=", `www.${s}.com`),
    ]);
}

/** Rows of one utm_campaign, any letter case. */
export function inCampaign(campaign: string) {
  const c = campaign.trim().toLowerCase();
  return (eb: ExpressionBuilder<Database, LeadTable>) =>
    eb(eb.fn("lower", ["utm_campaign"]), "=", c);
}
