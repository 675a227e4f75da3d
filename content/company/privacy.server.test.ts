import { site } from "@lib/site";
import { describe, expect, it } from "vitest";
import { fillFacts, parsePrivacyNotice, privacyNotice } from "./privacy.server";

describe("privacy notice", () => {
  it("is dated, and names the site's own facts from the site config", () => {
    expect(privacyNotice.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacyNotice.html).toContain(site.contactEmail);
    expect(privacyNotice.html).toContain(site.legalName);
    expect(privacyNotice.html).toContain(new URL(site.schedulingUrl).host);
    expect(privacyNotice.html).not.toMatch(/\{\w+\}/);
  });

  it("fails on a placeholder the site config does not have", () => {
    expect(fillFacts("Write to {email}.", { email: "a@b.example" })).toBe("Write to a@b.example.");
    expect(() => fillFacts("Call {phone}.", { email: "a@b.example" })).toThrow(
      /unknown placeholder \{phone\}/,
    );
  });

  it("fails on bad front matter, naming the field", () => {
    const bad =
      '---\ntitle: "Privacy notice"\ndescription: "too short"\nupdated: "2026-11-25"\n---\nText.';
    expect(() => parsePrivacyNotice(bad)).toThrow(
      /privacy\.md has invalid front matter: description/,
    );
  });
});
