import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

const target = {
  title: 'Costs & Benefits: "Agile" at 50% scale?',
  excerpt: "Why #1 matters + what to do next.",
  url: "https://www.h2consulting.example/insights/agile-coaching-roi",
};

describe("shareLinks", () => {
  const links = shareLinks(target);

  it("builds each network's share address with the page URL encoded", () => {
    const u = "https%3A%2F%2Fwww.h2consulting.example%2Finsights%2Fagile-coaching-roi";
    expect(links.twitter).toBe(
      `https://twitter.com/intent/tweet?url=${u}&text=Costs%20%26%20Benefits%3A%20%22Agile%22%20at%2050%25%20scale%3F`,
    );
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${u}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}`);
    expect(new URL(links.twitter).searchParams.get("text")).toBe(target.title);
  });

  it("puts the title in the mail subject and title, excerpt and address in the body", () => {
    expect(links.email.startsWith("mailto:?subject=")).toBe(true);
    expect(links.email).not.toMatch(/[\s#]/); // spaces, newlines and # are all encoded
    const params = new URLSearchParams(links.email.slice("mailto:?".length));
    expect(params.get("subject")).toBe(target.title);
    expect(decodeURIComponent(links.email.split("&body=")[1]!)).toBe(
      `${target.title}\n\n${target.excerpt}\n\nRead the article: ${target.url}`,
    );
  });
});
