import { describe, expect, it } from "vitest";
import { attributionColumns } from "../attribution/columns";
import type { Inquiry } from "../db/schema";
import { inquiryPayload } from "./payload";
import { escapeSlack, escapeSlackWithin, slackMessage } from "./slack";

const inquiry = (patch: Partial<Inquiry> = {}): Inquiry => ({
  id: "6f1c1b7e-0000-4000-8000-000000000001",
  idempotency_key: "k",
  name: "Priya Shah",
  email: "priya@acme.io",
  phone: null,
  company: "Acme",
  message: "Hello there, we need a team.",
  marketing_consent: 0,
  source: "/contact",
  user_agent: null,
  spam_verdict: "ok",
  received_at: "2026-03-02T10:00:00.000Z",
  released_at: null,
  ...attributionColumns({}),
  ...patch,
});

describe("Slack message", () => {
  it("escapes the three characters Slack reads as markup, and nothing else", () => {
    expect(escapeSlack("a & b <!channel> <@U1> <https://x|y> *bold* \"q\" 'a'")).toBe(
      "a &amp; b &lt;!channel&gt; &lt;@U1&gt; &lt;https://x|y&gt; *bold* \"q\" 'a'",
    );
  });

  it("cuts a long message to Slack's limits, never inside an entity or a character", () => {
    const cut = escapeSlackWithin("&".repeat(5000), 3000);
    expect(cut.length).toBeLessThanOrEqual(3000);
    expect(cut).toMatch(/^(&amp;)+…$/);
    const emoji = escapeSlackWithin("👋🏽".repeat(2000), 3000);
    expect(emoji.length).toBeLessThanOrEqual(3000);
    expect(emoji.endsWith("…")).toBe(true);
    // The cut falls between whole characters: no half emoji, no lone surrogate.
    expect(emoji.slice(0, -1)).toMatch(/^(👋🏽)+$/u);
    const message = slackMessage(inquiryPayload(inquiry({ message: "<&>".repeat(1666) })));
    for (const block of message.blocks as { text?: { text: string } }[]) {
      expect((block.text?.text ?? "").length).toBeLessThanOrEqual(3000);
    }
  });

  it("marks possible spam and tells how to release it; a genuine one carries no mark", () => {
    const flagged = slackMessage(inquiryPayload(inquiry({ spam_verdict: "too_fast" })));
    expect(flagged.text).toBe(":warning: Possible spam: New inquiry from Priya Shah (Acme)");
    expect(JSON.stringify(flagged.blocks)).toContain(
      "release it with npm run inquiries -- release 6f1c1b7e-0000-4000-8000-000000000001",
    );
    const genuine = slackMessage(inquiryPayload(inquiry()));
    expect(genuine.text).toBe("New inquiry from Priya Shah (Acme)");
    expect(JSON.stringify(genuine)).not.toContain("Possible spam");
  });
});
