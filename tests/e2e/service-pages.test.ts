import { existsSync } from "node:fs";
import { join } from "node:path";
import { site } from "@content/site";
import { slugOfPdfPath } from "@lib/case-study-pdf";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { buildDir } from "../../scripts/build";
import { fileBrowser } from "./support/browser";
import { horizontalOverflow, markDocument } from "./support/page";
import { pagePaths } from "./support/routes";

const baseURL = inject("baseURL");
const browser = fileBrowser();

/** Opens a page as a visitor does: its HTML in, nothing waited for beyond that. */
async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(baseURL + path, { waitUntil: "load" });
  return page;
}

const main = (page: Page) => page.locator("main");
const text = async (l: Locator) => (await l.innerText()).replace(/\s+/g, " ").trim();
const texts = async (l: Locator) =>
  (await l.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim());
/** Text in the DOM (before CSS text-transform), e.g. for table headers styled in capitals. */
const contents = (l: Locator) =>
  l.evaluateAll((els) => els.map((e) => (e.textContent ?? "").replace(/\s+/g, " ").trim()));
const decode = (s: string) =>
  s
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/**
 * The section opened by the h2 with this text. Content sections are labelled by their h2
 * (aria-labelledby); the shared closing CtaBand is the one section type without an id.
 */
async function section(page: Page, heading: string) {
  const h2 = main(page).getByRole("heading", { level: 2, name: heading, exact: true });
  await expect(h2.count()).resolves.toBe(1);
  const id = await h2.getAttribute("id");
  const sec = id
    ? page.locator(`section[aria-labelledby="${id}"]`)
    : main(page)
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
  await expect(sec.count()).resolves.toBe(1);
  return sec;
}

/** Every href of links in `scope` whose accessible name matches. */
async function hrefs(scope: Locator, name: string | RegExp) {
  const links = scope.getByRole("link", { name });
  const n = await links.count();
  return Promise.all(Array.from({ length: n }, (_, i) => links.nth(i).getAttribute("href")));
}

interface PageSpec {
  path: string;
  h1: string;
  /** Section h2s in page order (the contact section's heading last). */
  sections: string[];
  /** Internal link targets the spec requires somewhere in the page body. */
  links: string[];
}

const pages: PageSpec[] = [
  {
    path: "/our-model",
    h1: "Your engineering team in Bangalore, built, run and scaled with you",
    sections: [
      "Three steps, one accountable partner",
      "What changes for each leader",
      "Hiring locally, traditional offshoring or our model",
      "From first call to a team that ships",
      "Plan your Bangalore team",
    ],
    links: ["/dedicated-team", "/offshore-centre", "/team-extension", "/contact"],
  },
  {
    path: "/dedicated-team",
    h1: "A dedicated engineering team that works like your own",
    sections: [
      "Your team, without the overhead of building it",
      "The engineering market global companies already build in",
      "A culture engineers choose to stay in",
      "Workspace built for focused engineering",
      "What you leave behind, and what you gain",
      "From first squad to a 450+ person engineering centre",
      "Build your dedicated team",
    ],
    links: ["/our-model", "/case-studies/fernway-bank-bangalore-engineering-centre"],
  },
  {
    path: "/team-extension",
    h1: "Add senior engineers to your team, without the hiring drag",
    sections: [
      "Three ways to extend your team",
      "Engineers for every layer of your stack",
      "Capacity that fits the team you already have",
      "Team extension works best when you have",
      "Tell us which roles are holding your roadmap back",
      "Extend your team",
    ],
    links: ["/contact", "/our-approach"],
  },
  {
    path: "/offshore-centre",
    h1: "Your own development centre in Bangalore, without the setup risk",
    sections: [
      "A centre that runs like your own office",
      "Built to start fast and grow without surprises",
      "From decision to a running centre",
      "Three Bangalore locations to choose from",
      "Plan your offshore development centre",
    ],
    links: ["/our-model"],
  },
  {
    path: "/portfolio-development",
    h1: "Fund outcomes, not a longer list of projects",
    sections: [
      "One portfolio, one story the board can follow",
      "Governance that speeds decisions up",
      "Teams that can deliver what the portfolio promises",
      "When a critical initiative is already off track",
      "Short of people to deliver the roadmap?",
      "Talk to a portfolio consultant",
    ],
    links: ["/contact", "/our-approach", "/team-extension"],
  },
  {
    path: "/portfolio-operations",
    h1: "Portfolio operations that run on facts, not status reports",
    sections: [
      "One version of the truth about your portfolio",
      "Less process, better flow",
      "Product, engineering and finance on the same page",
      "What we keep running for you",
      "Need more hands on the roadmap?",
      "Get your portfolio running on facts",
    ],
    links: ["/contact", "/our-approach", "/team-extension"],
  },
  {
    path: "/agile-coaching",
    h1: "Agile coaching measured by outcomes, not ceremonies",
    sections: [
      "Three formats, chosen for the change you need",
      "Coaching shaped around each role",
      "Every engagement starts with an honest assessment",
      "Find out where your agile journey stands",
      "Talk to an agile coach",
    ],
    links: ["/contact", "/our-approach"],
  },
  {
    path: "/product-recovery",
    h1: "Get a failing program back on track",
    sections: [
      "The signs a program needs more than another status meeting",
      "Three steps from crisis to control",
      "What a successful recovery leaves behind",
      "The sooner we look, the more options you keep",
      "Talk to us about your program",
    ],
    links: ["/contact", "/our-approach"],
  },
  {
    path: "/our-approach",
    h1: "Lean, Agile and DevOps, applied as one system",
    sections: [
      "Three disciplines, one flow of value",
      "Five steps we follow in every engagement",
      "Results that hold after we leave",
      "Start with an honest look at your system",
      "Discuss your challenge",
    ],
    links: ["/contact"],
  },
];

describe("service and engagement-model pages", () => {
  it("are all registered routes with unique titles and descriptions", async () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const p of pages) {
      expect(pagePaths).toContain(p.path);
      const html = await (await fetch(baseURL + p.path)).text();
      const title = decode(html.match(/<title>([^<]+)<\/title>/)?.[1] ?? "");
      const description = decode(
        html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "",
      );
      expect(title).toMatch(/ \| H2$/);
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
      seen.titles.add(title);
      seen.descriptions.add(description);
    }
    expect(seen.titles.size).toBe(pages.length);
    expect(seen.descriptions.size).toBe(pages.length);
  });

  describe.each(pages)("$path", (spec) => {
    it("has its h1, every section in order, the required links and the live contact form", async () => {
      const page = await open(spec.path);
      expect(await text(page.locator("h1"))).toBe(spec.h1);
      const h2s = await texts(main(page).locator("h2"));
      expect(h2s).toEqual(spec.sections);
      for (const heading of spec.sections) await section(page, heading);

      // Headings never skip a level: every h3 sits after an h2.
      const levels = await main(page)
        .locator("h1, h2, h3, h4")
        .evaluateAll((els) => els.map((e) => Number(e.tagName[1])));
      levels.reduce((prev, level) => {
        expect(level - prev).toBeLessThanOrEqual(1);
        return level;
      }, 1);

      // Links the spec asks for, and no link to a page that does not exist.
      const internal = await main(page)
        .locator('a[href^="/"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      for (const to of spec.links) expect(internal).toContain(to);
      for (const href of internal) {
        // A case study's PDF is a file of the build, not a page.
        const pdf = slugOfPdfPath(href.split("?")[0]!);
        if (pdf) expect(existsSync(join(buildDir, "client/case-studies", `${pdf}.pdf`))).toBe(true);
        else expect(pagePaths).toContain(href.split("#")[0]);
      }
      // In-page anchors point at something on the page.
      const anchors = await main(page)
        .locator('a[href^="#"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
      for (const a of anchors) await expect(page.locator(a).count()).resolves.toBe(1);

      // The closing section is the shared, live contact form.
      const contact = page.locator("section#contact");
      await expect(contact.count()).resolves.toBe(1);
      expect(await text(contact.locator("h2"))).toBe(spec.sections.at(-1));
      const form = contact.getByRole("form", { name: "Contact form" });
      await expect(form.count()).resolves.toBe(1);
      for (const label of [
        "Full name",
        "Business email",
        "Phone number",
        "Company name",
        "Message",
      ]) {
        await expect(form.getByLabel(label).count()).resolves.toBe(1);
      }
      await expect(form.getByRole("button", { name: "Send inquiry" }).isEnabled()).resolves.toBe(
        true,
      );
      await page.close();
    });
  });
});

describe("/our-model", () => {
  it("links each of the three steps to its sub-page", async () => {
    const page = await open("/our-model");
    const steps = (await section(page, "Three steps, one accountable partner")).locator("ol > li");
    await expect(steps.count()).resolves.toBe(3);
    const expected = [
      ["Build the team", "/dedicated-team"],
      ["Run operations", "/offshore-centre"],
      ["Scale", "/team-extension"],
    ];
    for (const [i, [title, href]] of expected.entries()) {
      const step = steps.nth(i);
      expect(await text(step.locator("h3"))).toBe(`Step ${i + 1}: ${title}`);
      expect(await step.getByRole("link").getAttribute("href")).toBe(href);
    }
    await page.close();
  });

  it("a step's link loads the next page with the same icons as its prerendered HTML", async () => {
    // Icons are markup in the page's HTML (components/site/icon-svg.server.ts), not code that draws them.
    const icons = (page: Page) =>
      main(page)
        .locator('svg[viewBox="0 0 24 24"]')
        .evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`${baseURL}/team-extension`);
    const prerendered = await icons(plain);
    await context.close();

    const page = await open("/our-model");
    const sameDocument = await markDocument(page);
    await main(page).locator('a[href="/team-extension"]').first().click();
    await page.waitForURL(`${baseURL}/team-extension`);
    await main(page)
      .getByRole("heading", { level: 1, name: /without the hiring drag/ })
      .waitFor();
    // A full load (no client-side router): the page's own HTML, drawn as the browser got it,
    // with no script of the page adding or changing an icon.
    await expect(sameDocument()).resolves.toBe(false);
    await page.waitForLoadState("load");
    const rendered = await icons(page);
    expect(prerendered.filter((svg) => svg.includes("<path")).length).toBeGreaterThan(10);
    expect(rendered).toEqual(prerendered);
    await page.close();
  });

  it("shows benefits for the CTO, the VP of Engineering and the Product Manager", async () => {
    const page = await open("/our-model");
    const roles = (await section(page, "What changes for each leader"))
      .locator("li")
      .filter({ has: page.locator("h3") });
    await expect(roles.count()).resolves.toBe(3);
    const all = await texts(roles);
    expect(all[0]).toContain("CTO");
    expect(all[1]).toContain("VP of Engineering");
    expect(all[2]).toContain("Product Manager");
    // Each role gets a pitch and at least three concrete benefits.
    for (let i = 0; i < 3; i++) {
      await expect(roles.nth(i).locator("ul > li").count()).resolves.toBeGreaterThanOrEqual(3);
    }
    await page.close();
  });

  it("compares three approaches across six criteria in an accessible table", async () => {
    const page = await open("/our-model");
    const sec = await section(page, "Hiring locally, traditional offshoring or our model");
    const table = sec.locator("table");
    await expect(table.count()).resolves.toBe(1);
    expect(await text(table.locator("caption"))).toMatch(/compared/i);
    expect(await contents(table.locator('thead th[scope="col"]'))).toEqual([
      "Criterion",
      "Hiring locally",
      "Traditional offshoring",
      "Our model",
    ]);
    const rowHeads = await table
      .locator('tbody th[scope="row"]')
      .evaluateAll((ths) => ths.map((th) => th.querySelector("span")?.textContent?.trim()));
    expect(rowHeads).toEqual([
      "World-class developers",
      "Fast to hire",
      "Scalable at speed",
      "Cost optimal",
      "Strategic alignment",
      "Security and data protection",
    ]);
    const rows = table.locator("tbody tr");
    await expect(rows.count()).resolves.toBe(6);
    for (let r = 0; r < 6; r++) {
      // Marks are icons with a text equivalent: Yes, Partly or No.
      const cells = await rows
        .nth(r)
        .locator("td")
        .evaluateAll((tds) => tds.map((td) => td.textContent?.trim()));
      expect(cells).toHaveLength(3);
      for (const c of cells) expect(c).toMatch(/^(Yes|Partly|No)$/);
      expect(cells[2]).toBe("Yes");
    }
    // The table's scroll container is a labelled, keyboard-reachable region.
    const region = sec.locator('[role="region"]');
    expect(await region.getAttribute("tabindex")).toBe("0");
    expect(await region.getAttribute("aria-labelledby")).toBe(
      await table.locator("caption").getAttribute("id"),
    );
    await page.close();
  });

  it("keeps the comparison table readable down to 320 px without scrolling it sideways", async () => {
    const page = await open("/our-model", 390);
    const region = main(page).locator('[role="region"]').first();
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 800 });
      const [scroll, client] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scroll, `at ${width} px`).toBeLessThanOrEqual(client);
    }
    expect(await horizontalOverflow(page)).toBe(0);
    await page.close();
  });

  it("lands a jump link's section with its eyebrow clear of the sticky header", async () => {
    const page = await open("/our-model", 1280);
    await main(page).getByRole("link", { name: "Compare the options" }).click();
    await page.waitForURL(/#comparison$/);
    const [eyebrowTop, headerBottom] = await page.evaluate(() => {
      const heading = document.getElementById("comparison")!;
      const eyebrow = heading.previousElementSibling!;
      const header = document.querySelector("header")!;
      return [eyebrow.getBoundingClientRect().top, header.getBoundingClientRect().bottom];
    });
    expect(eyebrowTop).toBeGreaterThanOrEqual(headerBottom);
    await page.close();
  });

  it("lays out the four-step what's-next flow", async () => {
    const page = await open("/our-model");
    const steps = (await section(page, "From first call to a team that ships")).locator(
      "ol > li h3",
    );
    expect(await texts(steps)).toEqual([
      "Step 1: Discovery",
      "Step 2: Set up",
      "Step 3: Kick off",
      "Step 4: Scaling",
    ]);
    await page.close();
  });
});

describe("/team-extension", () => {
  const models = ["Contract to Hire", "Tech Recruitment", "Team Augmentation"];
  const criteria = ["Best for", "Time to start", "Commitment", "Who employs", "Pricing basis"];

  it("compares the three engagement models in a real table", async () => {
    const page = await open("/team-extension");
    const table = (await section(page, "Three ways to extend your team")).locator("table");
    await expect(table.isVisible()).resolves.toBe(true);
    expect(await contents(table.locator('thead th[scope="col"]'))).toEqual(["Compare", ...models]);
    expect(await contents(table.locator('tbody th[scope="row"]'))).toEqual(criteria);
    const cells = await table.locator("tbody td").allInnerTexts();
    expect(cells).toHaveLength(criteria.length * models.length);
    for (const c of cells) expect(c.trim().length).toBeGreaterThan(5);
    expect(cells.join(" ")).toContain("3-6 months");
    await page.close();
  });

  it("stacks one card per model on a phone", async () => {
    const page = await open("/team-extension", 390);
    const sec = await section(page, "Three ways to extend your team");
    await expect(sec.locator("table").isVisible()).resolves.toBe(false);
    const cards = sec.locator("ul > li").filter({ has: page.locator("h3") });
    expect(await texts(cards.locator("h3"))).toEqual(models);
    expect(await contents(cards.first().locator("dt"))).toEqual(criteria);
    await page.close();
  });

  it("lists expertise, benefits and suitability, with calls to contact and approach", async () => {
    const page = await open("/team-extension");
    const expertise = (await section(page, "Engineers for every layer of your stack")).locator(
      "h3",
    );
    await expect(expertise.count()).resolves.toBe(8);
    const fit = await section(page, "Team extension works best when you have");
    expect(await text(fit)).toContain("3-5 developers");
    const cta = await section(page, "Tell us which roles are holding your roadmap back");
    expect(await hrefs(cta, "Discuss your team")).toEqual(["/contact"]);
    expect(await hrefs(cta, "See our approach")).toEqual(["/our-approach"]);
    await page.close();
  });
});

describe("/dedicated-team", () => {
  it("shows the Bangalore statistics", async () => {
    const page = await open("/dedicated-team");
    const sec = await section(page, "The engineering market global companies already build in");
    const stats = await sec
      .locator("dl > div")
      .evaluateAll((divs) =>
        divs.map((d) => [d.querySelector("dd")?.textContent, d.querySelector("dt")?.textContent]),
      );
    expect(stats).toEqual([
      ["2M", "people employed in IT"],
      ["90K", "engineers graduating every year"],
      ["400", "R&D centres of global companies"],
    ]);
    await page.close();
  });

  it("has benefits, culture, amenities and the avoid / get comparison", async () => {
    const page = await open("/dedicated-team");
    const benefits = await section(page, "Your team, without the overhead of building it");
    await expect(benefits.locator("h3").count()).resolves.toBe(6);
    const culture = await section(page, "A culture engineers choose to stay in");
    await expect(culture.locator("h3").count()).resolves.toBe(4);
    const amenities = await section(page, "Workspace built for focused engineering");
    await expect(amenities.locator("h3").count()).resolves.toBe(8);
    const diff = await section(page, "What you leave behind, and what you gain");
    expect(await texts(diff.locator("h3"))).toEqual(["You avoid", "You get"]);
    const lists = diff.locator("ul");
    await expect(lists.nth(0).locator("li").count()).resolves.toBeGreaterThanOrEqual(4);
    await expect(lists.nth(1).locator("li").count()).resolves.toBeGreaterThanOrEqual(4);
    await page.close();
  });

  it("teases the 450+ person centre case study, whose download is the study's PDF", async () => {
    const page = await open("/dedicated-team");
    const sec = await section(page, "From first squad to a 450+ person engineering centre");
    expect(await text(sec)).toContain("450+");
    const [download, ...more] = await hrefs(sec, /^Download the case study \(PDF, \d+ KB\)$/);
    expect(more).toEqual([]);
    expect(download).toMatch(
      /^\/case-studies\/fernway-bank-bangalore-engineering-centre\.pdf\?v=\w+(&|$)/,
    );
    expect(await hrefs(sec, "Read it online")).toEqual([
      "/case-studies/fernway-bank-bangalore-engineering-centre",
    ]);
    await page.close();
  });
});

describe("/offshore-centre", () => {
  it("shows feature cards, the centre statistics and the three Bangalore locations", async () => {
    const page = await open("/offshore-centre");
    const features = await section(page, "A centre that runs like your own office");
    await expect(features.locator("h3").count()).resolves.toBe(6);
    const stats = await (await section(page, "Built to start fast and grow without surprises"))
      .locator("dd")
      .allInnerTexts();
    expect(stats).toEqual(["0M", "25K sq ft", "132"]);
    const locations = await section(page, "Three Bangalore locations to choose from");
    expect(await texts(locations.locator("h3"))).toEqual(
      site.bangaloreLocations.map((l) => l.name),
    );
    expect(site.bangaloreLocations.map((l) => l.name)).toEqual([
      "Electronic City",
      "Whitefield",
      "Koramangala",
    ]);
    await page.close();
  });
});

describe("service pages", () => {
  it("/portfolio-development teases Team Extension", async () => {
    const page = await open("/portfolio-development");
    const teaser = await section(page, "Short of people to deliver the roadmap?");
    expect(await hrefs(teaser, "Explore team extension")).toEqual(["/team-extension"]);
    expect(await text(main(page))).toMatch(/Vision and strategy[\s\S]*Operations and governance/i);
    await page.close();
  });

  it("/portfolio-operations covers data, process and alignment and teases Team Extension", async () => {
    const page = await open("/portfolio-operations");
    // The eyebrow is the line just above a section heading (built pages rename styled classes).
    const eyebrows = await main(page).locator("p:has(+ h2)").allInnerTexts();
    expect(eyebrows.map((e) => e.toLowerCase())).toEqual(
      expect.arrayContaining([
        "data and insight management",
        "process optimization",
        "cross-functional alignment",
      ]),
    );
    const teaser = await section(page, "Need more hands on the roadmap?");
    expect(await hrefs(teaser, "Explore team extension")).toEqual(["/team-extension"]);
    await page.close();
  });

  it("rings keyboard focus in white on the blue call-to-action band (brand blue would not show)", async () => {
    const page = await open("/agile-coaching");
    const cta = main(page).getByRole("link", { name: "Talk to a coach" }).last();
    await cta.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(cta.evaluate((a) => a === document.activeElement)).resolves.toBe(true);
    const ring = () =>
      cta.evaluate((a) => {
        const s = getComputedStyle(a);
        return `${s.outlineStyle} ${s.outlineColor}`;
      });
    // The button's colour transition covers the outline too: wait for it to settle.
    await expect.poll(ring).toBe("solid rgb(255, 255, 255)");
    await page.close();
  });

  it("/agile-coaching covers mentoring, pair, team and role-based coaching and the assessment", async () => {
    const page = await open("/agile-coaching");
    const formats = await section(page, "Three formats, chosen for the change you need");
    expect(await texts(formats.locator("h3"))).toEqual([
      "Mentoring",
      "Pair coaching",
      "Team coaching",
    ]);
    expect(await text(formats)).toContain("45-60 min");
    expect(await text(formats)).toContain("10+ years");
    const roles = await section(page, "Coaching shaped around each role");
    await expect(roles.locator("h3").count()).resolves.toBe(4);
    const assessment = await section(page, "Every engagement starts with an honest assessment");
    expect(await text(assessment)).toMatch(/journey assessment/i);
    await page.close();
  });

  it("/product-recovery walks through three steps and key outcomes", async () => {
    const page = await open("/product-recovery");
    const steps = (await section(page, "Three steps from crisis to control")).locator("ol > li h3");
    expect(await texts(steps)).toEqual([
      "Step 1: Rapid assessment",
      "Step 2: Tailored plan",
      "Step 3: Hands-on implementation",
    ]);
    const outcomes = await section(page, "What a successful recovery leaves behind");
    await expect(outcomes.locator("h3").count()).resolves.toBe(4);
    await page.close();
  });

  it("/our-approach explains Lean-Agile-DevOps in five numbered sections plus results", async () => {
    const page = await open("/our-approach");
    const intro = await section(page, "Three disciplines, one flow of value");
    expect(await texts(intro.locator("h3"))).toEqual(["Lean", "Agile", "DevOps"]);
    const steps = (await section(page, "Five steps we follow in every engagement")).locator(
      "ol > li",
    );
    await expect(steps.count()).resolves.toBe(5);
    expect(await texts(steps.locator("[aria-hidden=true]").first())).toEqual(["01"]);
    const results = await section(page, "Results that hold after we leave");
    await expect(results.locator("dd").count()).resolves.toBe(3);
    await expect(results.locator("h3").count()).resolves.toBe(4);
    await page.close();
  });

  it.each([
    ["/agile-coaching", "Find out where your agile journey stands"],
    ["/product-recovery", "The sooner we look, the more options you keep"],
  ])("%s ends with calls to /contact and /our-approach", async (path, heading) => {
    const page = await open(path);
    const cta = await section(page, heading);
    const links = await cta
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(["/contact", "/our-approach"]);
    await page.close();
  });
});
