import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { site } from "../../content/site";
import { fileBrowser } from "./support/browser";
import { h1Text } from "./support/html";
import { waitForIsland, waitForIslandsInView } from "./support/page";

const baseURL = inject("baseURL");
const browser = fileBrowser();

/** Opens a page as a visitor does: its HTML in, nothing waited for beyond that. */
async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(baseURL + path, { waitUntil: "load" });
  return page;
}

/** The page band whose h2 has this accessible name. */
function section(page: Page, heading: string | RegExp): Locator {
  return page.locator("section", {
    has: page.getByRole("heading", { level: 2, name: heading, exact: true }),
  });
}

/** The page band labelled by the heading with this id. */
function band(page: Page, headingId: string): Locator {
  return page.locator("section", { has: page.locator(`#${headingId}`) });
}

function texts(locator: Locator) {
  return locator.evaluateAll((els) =>
    els.map((e) => (e.textContent ?? "").replace(/\s+/g, " ").trim()),
  );
}

/** Values and captions of a <dl> of figures, as "value|label". */
function figures(scope: Locator) {
  return scope
    .locator("dl > div")
    .evaluateAll((els) =>
      els.map(
        (e) =>
          `${e.querySelector("dd")?.textContent?.trim()}|${e.querySelector("dt")?.textContent?.trim()}`,
      ),
    );
}

/** The live contact form (the shared ContactSection) is on the page with its fields. */
async function expectContactForm(page: Page) {
  const form = page.locator("#contact").getByRole("form", { name: "Contact form" });
  expect(await form.count()).toBe(1);
  for (const label of ["Full name", "Business email", "Phone number", "Company name", "Message"]) {
    expect(await form.getByLabel(label).count(), label).toBe(1);
  }
  expect(await form.getByRole("button", { name: /send inquiry/i }).count()).toBe(1);
}

async function hrefOf(scope: Locator | Page, name: string | RegExp) {
  const link = scope.getByRole("link", { name });
  expect(await link.count(), String(name)).toBe(1);
  return link.getAttribute("href");
}

describe("/about", () => {
  it("shows purpose, the four-part approach, industries, mission, How We Help and the live form", async () => {
    const page = await open("/about");
    expect(await page.title()).toBe("About Us | H2");

    const purpose = section(page, "Capacity is rarely the problem. Delivery is.");
    expect(await purpose.getByText("Our purpose", { exact: true }).count()).toBe(1);
    expect(await figures(purpose)).toContain("130+|teams built since 2014");

    const approach = section(page, "Four ways we move a portfolio forward");
    expect(await texts(approach.locator("h3"))).toEqual([
      "Accelerate portfolios",
      "Recover programs",
      "Embed agile",
      "Optimize operations",
    ]);
    expect(await hrefOf(approach, "Recover programs")).toBe("/product-recovery");

    // The sector pages are not in the header or footer: this is where visitors find them.
    const industries = section(page, "Sectors where our teams already know the domain");
    expect(await texts(industries.locator("h3"))).toEqual([
      "MarTech",
      "Financial software",
      "Retail & e-commerce",
    ]);
    expect(
      await industries.locator("h3 a").evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).toEqual(["/martech", "/financial-software", "/retail-ecommerce"]);

    const mission = section(page, "Our mission");
    expect(await mission.locator("p").first().textContent()).toMatch(/^To give every client/);
    expect(await mission.locator("h3").count()).toBe(3);

    const help = section(page, "Built for the people who own delivery");
    expect(await texts(help.locator("h3"))).toEqual([
      "CTOs",
      "VPs of Engineering",
      "CDOs",
      "Portfolio owners",
      "PMOs",
      "Product managers",
    ]);
    expect(await hrefOf(help, "CTOs")).toBe("/dedicated-team");

    await expectContactForm(page);
    await page.close();
  });
});

describe("/leadership", () => {
  const team = [
    ["Claire Dubois", "CEO & Co-Founder", "France"],
    ["Arjun Menon", "CTO & Co-Founder", "India"],
    ["Aoife Byrne", "VP Operations", "Ireland"],
    ["Katarzyna Nowak", "VP People & Culture", "Poland"],
    ["Rahul Iyer", "VP Engineering", "India"],
    ["Priya Raman", "VP Talent Acquisition", "India"],
  ] as const;

  it("introduces cross-cultural leadership and invites a hello with three stat tiles", async () => {
    const page = await open("/leadership");
    expect(await page.title()).toBe("Leadership | H2");
    const hero = page.locator("main section").first();
    for (const country of ["France", "India", "Ireland", "Poland"]) {
      expect(await hero.getByText(country, { exact: false }).count()).toBeGreaterThan(0);
    }
    const hello = section(page, "Come and say hello");
    expect(await figures(hello)).toEqual([
      "11|nationalities",
      "130+|teams built since 2014",
      "10|years of partnerships",
    ]);
    await page.close();
  });

  it("lists the six leaders in alternating rows, each with role, bio and portrait", async () => {
    const page = await open("/leadership");
    const rows = page.getByTestId("leader");
    expect(await rows.count()).toBe(6);
    const sides: boolean[] = [];
    for (const [i, [name, role, country]] of team.entries()) {
      const row = rows.nth(i);
      expect(await row.locator("h3").textContent()).toBe(name);
      expect(await row.getByText(role, { exact: true }).count()).toBe(1);
      expect(await row.getByText(`From ${country}`, { exact: false }).count()).toBe(1);
      const bio = await row.getByTestId("bio").textContent();
      expect((bio ?? "").split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(3);
      const portrait = row.getByRole("img", { name: `Illustrated portrait of ${name}` });
      expect(await portrait.count()).toBe(1);
      const [img, text] = await Promise.all([
        portrait.boundingBox(),
        row.locator("h3").boundingBox(),
      ]);
      sides.push((img?.x ?? 0) < (text?.x ?? 0));
    }
    // Portrait left, then right, then left... on wide screens.
    expect(sides).toEqual([true, false, true, false, true, false]);
    await page.close();
  });

  it("quotes the founder, links two read-more cards, keeps Bangalore unlinked, ends with the form", async () => {
    const page = await open("/leadership");
    const quote = section(page, "A word from our founder");
    expect(await quote.locator("blockquote").textContent()).toMatch(/^We started H2/);
    expect(await quote.locator("figcaption").textContent()).toContain("Claire Dubois");

    const cards = page.getByTestId("read-more-card");
    expect(await texts(cards.locator("h3"))).toEqual(["About Us", "Our model", "Bangalore"]);
    expect(await cards.nth(0).locator("a").getAttribute("href")).toBe("/about");
    expect(await cards.nth(1).locator("a").getAttribute("href")).toBe("/our-model");
    expect(await cards.nth(2).locator("a").count()).toBe(0);
    expect(await cards.nth(2).textContent()).toContain("90K engineers");

    await expectContactForm(page);
    await page.close();
  });
});

describe("/martech", () => {
  it("shows benefits, eight sector tiles and 22 roles ending with 'and more'", async () => {
    const page = await open("/martech");
    expect(await page.title()).toBe("MarTech Engineering Teams | H2");
    const benefits = section(page, "A MarTech team of your own, without the hiring marathon");
    expect(await texts(benefits.locator("h3"))).toEqual([
      "Gain niche skills",
      "Increase delivery",
      "Complete visibility",
    ]);
    expect(await texts(band(page, "sectors-heading").locator("li h3"))).toEqual([
      "AdTech",
      "Influencer Marketing",
      "Mobile Marketing",
      "Omnichannel",
      "Content Marketing",
      "Social Media",
      "Marketing Automation",
      "Marketing Analytics",
    ]);

    const techRoles = section(page, "The stack you run, and the people to run it");
    expect(await techRoles.getByText("Technologies and roles", { exact: true }).count()).toBe(1);
    expect(await techRoles.locator("dd li").count()).toBeGreaterThan(15);
    const roles = techRoles.getByRole("list", { name: "Roles we hire for" }).locator("> li");
    expect(await roles.count()).toBe(22);
    const roleTexts = await texts(roles);
    expect(roleTexts.at(-1)).toMatch(/and more$/);
    expect(roleTexts.slice(0, -1).some((r) => r.includes("and more"))).toBe(false);
    await page.close();
  });

  it("explains why H2, lists eight solutions, a case study, reasons, the form and three locations", async () => {
    const page = await open("/martech");
    const why = section(page, "Why marketing leaders build their MarTech team with us");
    expect(await why.getByText("Why choose H2", { exact: true }).count()).toBe(1);
    expect(await why.locator("h3").count()).toBe(4);

    const solutions = section(page, "What our MarTech teams build and run");
    expect(await solutions.locator("h3").count()).toBe(8);
    expect(await solutions.locator("h3", { hasText: "Consent management" }).count()).toBe(1);

    const caseStudy = band(page, "case-study-heading").locator("article");
    expect(await caseStudy.count()).toBe(1);
    // A story told on the page is one the visitor can read in full.
    expect(await caseStudy.locator("a").getAttribute("href")).toBe(
      "/case-studies/quillstone-data-engineering-practice",
    );

    expect(await band(page, "reasons-heading").locator("ol > li").count()).toBe(6);
    await expectContactForm(page);

    const locations = band(page, "locations-heading");
    expect(await texts(locations.locator("h3"))).toEqual(["Bangalore", "London", "New York"]);
    await page.close();
  });
});

const sectors = [
  {
    path: "/financial-software",
    h1: "Financial Software Development",
    chips: ["Blockchain", "Python", "React", "Java", "Cybersecurity"],
    tile: "Payments & wallets",
    help: "KYC & onboarding",
  },
  {
    path: "/retail-ecommerce",
    h1: "Retail & Ecommerce Software Development",
    chips: ["React", "Node.js", "Shopify", "Magento", "AWS"],
    tile: "Headless storefronts",
    help: "PIM, OMS & ERP integration",
  },
] as const;

describe.each(sectors)("$path", ({ path, h1, chips, tile, help }) => {
  it("shows chips, eight tiles, both calls to action, eight help cards, the form and Bangalore centres", async () => {
    const html = await (await fetch(baseURL + path)).text();
    expect(h1Text(html)).toBe(h1);

    const page = await open(path);
    expect(await page.title()).toBe(`${h1} | H2`);
    const chipList = page.getByRole("list", { name: "Core technologies" });
    expect(await texts(chipList.locator("li"))).toEqual([...chips]);

    const tiles = band(page, "sector-tiles-heading").locator("li");
    expect(await tiles.count()).toBe(8);
    expect(await tiles.locator("h3", { hasText: tile }).count()).toBe(1);

    expect(await hrefOf(page.locator("main"), "Build your team")).toBe("/contact");
    expect(await hrefOf(page.locator("main"), /^Learn more/)).toBe("/dedicated-team");

    const helpSection = band(page, "sector-help-heading");
    expect(await helpSection.locator("h3").count()).toBe(8);
    expect(await helpSection.locator("h3", { hasText: help }).count()).toBe(1);

    await expectContactForm(page);
    const locations = band(page, "locations-heading");
    expect(await texts(locations.locator("h3"))).toEqual([
      "Electronic City",
      "Whitefield",
      "Koramangala",
    ]);
    await page.close();
  });
});

it("FinTech and Retail share one layout: the same sections in the same order", async () => {
  const order = async (path: string) => {
    const page = await open(path);
    const ids = await page
      .locator("main section")
      .evaluateAll((els) => els.map((e) => e.getAttribute("aria-labelledby") ?? "hero"));
    await page.close();
    return ids;
  };
  const fintech = await order("/financial-software");
  expect(fintech.length).toBeGreaterThanOrEqual(6);
  expect(await order("/retail-ecommerce")).toEqual(fintech);
});

describe.each(["/about", "/leadership", "/martech", "/financial-software", "/retail-ecommerce"])(
  "%s at 390 px",
  (path) => {
    it("renders every section heading inside the viewport", async () => {
      const page = await open(path, 390);
      const boxes = await page
        .locator("main h2")
        .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      expect(boxes.length).toBeGreaterThanOrEqual(5);
      for (const b of boxes) {
        expect(b.width).toBeGreaterThan(0);
        expect(b.left).toBeGreaterThanOrEqual(0);
        expect(b.right).toBeLessThanOrEqual(390);
      }
      await page.close();
    });
  },
);

describe("privacy notice", () => {
  it("is linked from every page's footer and names the contact address", async () => {
    const page = await open("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await page.waitForURL("**/privacy");
    await page.waitForFunction(
      () => document.querySelector("h1")?.textContent === "Privacy notice",
    );
    const mailLinks = page.locator("main").getByRole("link", { name: site.contactEmail });
    expect(
      await mailLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
    ).toEqual([`mailto:${site.contactEmail}`, `mailto:${site.contactEmail}`]);
    await page.context().close();
  });

  it("is linked where the blog asks for an e-mail address", async () => {
    const page = await open("/blog");
    const band = page.getByRole("region", { name: "Stay in the loop" });
    await expect(
      band.getByRole("link", { name: "How we use your address" }).getAttribute("href"),
    ).resolves.toBe("/privacy");
    await page.context().close();
  });

  it("keeps its promises: no cookies and no local storage, however the site is used", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // A visitor scrolls each page at once. This test's subject is what the site stores,
    // including what each island stores once live, so here (and only to read storage, never
    // before a visitor's press) it waits for the islands it scrolled past to hydrate.
    for (const path of ["/", "/blog", "/case-studies?industry=financial-services", "/contact"]) {
      await page.goto(baseURL + path, { waitUntil: "commit" });
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      await waitForIslandsInView(page);
    }
    // On the blog, Load More pressed the moment the page paints opens the next page; pressed
    // once the listing is live (it wakes as focus enters it: a tap on the search box), it
    // appends in place and remembers that for Back.
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await page.waitForURL("**/blog/page/2#latest-heading");
    await page.goto(`${baseURL}/blog`, { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Search articles" }).click();
    // The subject: what the live listing stores for Back (the press above, before it was live,
    // was the visitor's first-seconds case).
    await waitForIsland(page, "[data-testid='blog-grid']");
    await page.getByRole("link", { name: "Load More Articles" }).click();
    await page.getByRole("button", { name: "Subscribe" }).scrollIntoViewIfNeeded();
    await waitForIslandsInView(page);
    await expect(context.cookies()).resolves.toEqual([]);
    await expect(page.evaluate(() => localStorage.length)).resolves.toBe(0);
    // Session storage holds only what the notice names: scroll positions, the blog's count,
    // which Load More did keep, and how the visit reached the site (app/browser/visit.ts).
    const keys = await page.evaluate(() => Object.keys(sessionStorage));
    expect(keys).toContain("blog-shown:/blog");
    expect(keys).toContain("h2:visit");
    expect(keys.every((k) => /scroll|^blog-shown:|^h2:visit$/.test(k))).toBe(true);
    await context.close();
  });
});
