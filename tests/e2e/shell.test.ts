import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { mainNav, serviceLinks } from "../../lib/site";
import { fileBrowser } from "./support/browser";
import { waitForHydration } from "./support/page";

const baseURL = inject("baseURL");
const browser = fileBrowser();

async function open(
  path: string,
  width: number,
  reducedMotion: "reduce" | "no-preference" = "no-preference",
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion });
  const page = await context.newPage();
  await page.goto(baseURL + path, { waitUntil: "networkidle" });
  await waitForHydration(page);
  return page;
}

describe("header (desktop)", () => {
  it("lists the main menu exactly as the spec, and marks the current page", async () => {
    const page = await open("/contact", 1280);
    const nav = page.getByRole("navigation", { name: "Main" });
    const labels = (
      await nav.locator(":scope > ul > li > a, :scope > ul > li > div > a").allInnerTexts()
    ).map((t) => t.trim());
    expect(labels).toEqual(mainNav.map((i) => i.label));
    await expect(
      nav.getByRole("link", { name: "Contact Us" }).getAttribute("aria-current"),
    ).resolves.toBe("page");
    await expect(
      nav.getByRole("link", { name: "Home" }).getAttribute("aria-current"),
    ).resolves.toBeNull();
    await expect(
      page.getByRole("link", { name: "H2 home" }).first().getAttribute("href"),
    ).resolves.toBe("/");
    await page.context().close();
  });

  it("opens Our Services on hover and on keyboard focus; Escape closes it and returns focus", async () => {
    const page = await open("/", 1280);
    const toggle = page.getByRole("button", { name: "Our Services submenu" });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Our Services" })
      .hover();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    const submenu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    const hrefs = await submenu
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(serviceLinks.map((l) => l.to));
    await page.mouse.move(5, 600, { steps: 5 });
    await page.waitForTimeout(300);
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

    // Keyboard: Tab from Home reaches "Our Services", which opens the disclosure.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Home" })
      .focus();
    await page.keyboard.press("Tab");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Tab"); // the toggle
    await page.keyboard.press("Tab"); // first submenu entry
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
      "Portfolio Development",
    );
    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).resolves.toBe("Our Services submenu");
    await page.context().close();
  });

  it("keeps a hovered-open Our Services open when its toggle is clicked, and Escape closes it from anywhere", async () => {
    const page = await open("/", 1280);
    const toggle = page.getByRole("button", { name: "Our Services submenu" });
    // A mouse reaching the chevron opens the panel on the way; its click must not shut it.
    await toggle.hover();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    // A second click is a deliberate close.
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

    // Opened by the pointer while focus is elsewhere: Escape still dismisses it.
    await page.mouse.move(5, 600);
    await page.waitForTimeout(300);
    await toggle.hover();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");

    // Keyboard: focus on the parent link opened it; Enter on the toggle means "open" too.
    await page.mouse.move(5, 600);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Our Services" })
      .focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Enter");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.context().close();
  });

  it("offers a skip link that moves focus to the main content", async () => {
    const page = await open("/", 1280);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await page.context().close();
  });
});

describe("mobile drawer", () => {
  it("is a modal: focus moves in, Tab wraps, Escape closes and focus returns to the button", async () => {
    const page = await open("/", 390);
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    const labels = (await dialog.getByRole("link").allInnerTexts()).map((t) => t.trim());
    for (const item of mainNav) expect(labels).toContain(item.label);
    for (const child of serviceLinks) expect(labels).toContain(child.label);
    for (let i = 0; i < labels.length + 3; i++) {
      await page.keyboard.press("Tab");
      await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await expect(button.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it("closes when a link is chosen and navigates there", async () => {
    const page = await open("/", 390);
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("link", { name: "Contact Us" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForURL(`${baseURL}/contact`);
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    await page.context().close();
  });
});

describe("footer", () => {
  it("has the three columns, the tagline and the 2025 copyright line", async () => {
    const page = await open("/", 1280);
    const footer = page.locator("footer");
    await expect(
      footer.getByText("Scale your tech team with world-class engineers from Bangalore.").count(),
    ).resolves.toBe(1);
    await expect(
      footer.getByRole("navigation", { name: "Our Services" }).getByRole("link").count(),
    ).resolves.toBe(4);
    const company = await footer
      .getByRole("navigation", { name: "Company" })
      .getByRole("link")
      .allInnerTexts();
    expect(company).toEqual(["Our Approach", "Insights", "About Us", "Contact Us"]);
    await expect(footer.innerText()).resolves.toMatch(/© 2025 /);
    await page.context().close();
  });
});

describe("home", () => {
  it("has every section: hero buttons, four offerings, model block, insights carousel, contact form", async () => {
    const page = await open("/", 1280);
    const main = page.locator("main");
    await expect(
      main.getByRole("link", { name: /explore our approach/i }).getAttribute("href"),
    ).resolves.toBe("/our-approach");
    await expect(main.getByRole("link", { name: "Talk to us" }).getAttribute("href")).resolves.toBe(
      "/contact",
    );
    const offerings = main.locator("section[aria-labelledby=offerings-heading] h3 a");
    await expect(
      offerings.evaluateAll((as) => as.map((a) => a.getAttribute("href"))),
    ).resolves.toEqual([
      "/portfolio-development",
      "/product-recovery",
      "/portfolio-operations",
      "/agile-coaching",
    ]);
    await expect(
      main.locator("section[aria-labelledby=model-heading] a").first().getAttribute("href"),
    ).resolves.toBe("/our-model");
    await expect(
      main.getByRole("link", { name: "View All Insights" }).getAttribute("href"),
    ).resolves.toBe("/insights");
    await expect(main.getByRole("form", { name: "Contact form" }).count()).resolves.toBe(1);
    await page.context().close();
  });

  const visibleSlides = (page: Page) =>
    page.locator("[aria-roledescription=slide]").evaluateAll((slides) => {
      const vp = slides[0]!.closest("[aria-roledescription=carousel]")!.getBoundingClientRect();
      // Measure the cards: slides carry a gutter that sits outside the viewport on purpose.
      return slides.filter((s) => {
        const r = s.firstElementChild!.getBoundingClientRect();
        return r.left >= vp.left - 2 && r.right <= vp.right + 2;
      }).length;
    });

  it.each([
    [390, 1],
    [800, 2],
    [1280, 3],
  ])("the carousel shows six insights, %i px wide → %i per view", async (width, perView) => {
    const page = await open("/", width);
    await expect(page.locator("[aria-roledescription=slide]").count()).resolves.toBe(6);
    await expect(visibleSlides(page)).resolves.toBe(perView);
    const arrows = page.getByRole("button", { name: "Next insights" });
    await expect(arrows.isVisible()).resolves.toBe(width >= 768);
    if (width < 768) {
      // No arrows on a phone: the next card peeks in, so the row visibly swipes.
      const peek = await page.locator("[aria-roledescription=slide]").evaluateAll((slides) => {
        const vp = slides[0]!.closest("[aria-roledescription=carousel]")!.getBoundingClientRect();
        return vp.right - slides[1]!.firstElementChild!.getBoundingClientRect().left;
      });
      expect(peek).toBeGreaterThanOrEqual(16);
    }
    await page.context().close();
  });

  it("moves one slide per step with the arrows and the keyboard (reduced motion honoured)", async () => {
    const page = await open("/", 1280, "reduce");
    const firstTitle = () =>
      page.locator("[aria-roledescription=slide]").evaluateAll((slides) => {
        const vp = slides[0]!.closest("[aria-roledescription=carousel]")!.getBoundingClientRect();
        const first = slides.find(
          (s) => s.firstElementChild!.getBoundingClientRect().left >= vp.left - 2,
        );
        return first?.getAttribute("aria-label");
      });
    const next = page.getByRole("button", { name: "Next insights" });
    const prev = page.getByRole("button", { name: "Previous insights" });
    await expect(prev.isDisabled()).resolves.toBe(true);
    await next.click();
    await expect.poll(firstTitle).toBe("2 of 6");
    // Focus a card in view (focusing an off-screen card scrolls it into view, by design).
    await page.locator('[aria-label="2 of 6"] a').focus();
    await expect.poll(firstTitle).toBe("2 of 6");
    await page.keyboard.press("ArrowRight");
    await expect.poll(firstTitle).toBe("3 of 6");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(firstTitle).toBe("2 of 6");
    await next.click();
    await next.click();
    await expect(next.isDisabled()).resolves.toBe(true);
    await page.context().close();
  });

  it("rings a focused card whole, inside its edge, where the clamped title cannot cut it", async () => {
    const page = await open("/", 1280);
    await page.locator("[aria-roledescription=slide] a").first().focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab"); // keyboard focus, so :focus-visible applies
    const ring = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement;
      const after = getComputedStyle(link, "::after");
      const card = link.closest("article")!.getBoundingClientRect();
      return {
        link: getComputedStyle(link).outlineStyle,
        style: after.outlineStyle,
        width: after.outlineWidth,
        offset: after.outlineOffset,
        size: [Math.round(card.width), Math.round(card.height)],
        ringSize: [parseFloat(after.width), parseFloat(after.height)].map(Math.round),
      };
    });
    expect(ring.link).toBe("none");
    expect(ring.style).toBe("solid");
    expect(ring.width).toBe("3px");
    expect(ring.offset).toBe("-3px");
    expect(ring.ringSize).toEqual(ring.size.map((n) => n - 2)); // inside the card's 1px border
    await page.context().close();
  });
});
