import { createHash } from "node:crypto";
import { consentWording } from "@content/form-copy";
import { describe, expect, it } from "vitest";

/**
 * Each version of the consent's words, by the hash of the words. A sign-up keeps the words and
 * the version it agreed to: words changed under the same version would make two records that
 * say the same version mean different things. Changing the words: give them a new version
 * (content/form-copy.ts) and add its line here; never edit a line.
 */
const VERSIONS: Record<string, string> = {
  "newsletter-2026-12-03": "538049f553c0ed52",
  "contact-2026-12-03": "d8c7a22cb5845c76",
};

const hashOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

describe("the consent's wording and its version", () => {
  it.each(Object.entries(consentWording))("%s: new words come with a new version", (_, c) => {
    expect(VERSIONS[c.version], `version ${c.version} is not listed`).toBeDefined();
    expect(hashOf(c.text), `the words of ${c.version} changed: give them a new version`).toBe(
      VERSIONS[c.version],
    );
  });
});
