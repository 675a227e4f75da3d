import { site } from "@content/site";
import { describe, expect, it } from "vitest";
import { checkedBy } from "../astro-schema";
import { readEntry, readPrivacyNotice } from "../test-support/read-collection";
import { fillFacts, privacyFrontMatter } from "./privacy.server";

describe("privacy notice", () => {
  it("is dated, and names the site's own facts from the site config", () => {
    const privacyNotice = readPrivacyNotice();
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
    expect(() => readEntry("content/company/privacy.md", bad, privacyFrontMatter)).toThrow(
      /privacy\.md has invalid front matter: description/,
    );
    // The build's check: the `privacy` collection's schema (app/content.config.ts).
    const parsed = checkedBy(privacyFrontMatter).safeParse({
      title: "Privacy notice",
      description: "too short",
      updated: "2026-11-25",
    });
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([["description"]]);
  });
});
