import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { mainNav, serviceLinks } from "../../content/site";
import { fileBrowser } from "./support/browser";
import { delayScripts, markDocument, scriptsIn } from "./support/page";

const baseURL = inject("baseURL");
const browser = fileBrowser();

/**
 * Opens a page as a visitor does: the test acts as soon as the control it needs is painted
 * (Playwright's actions wait for that), never for a script. `js: false` is a browser with
 * JavaScript off, or a script that failed to load.
 */
async function open(
  path: string,
  width: number,
  { js = true, reducedMotion = "no-preference" as "reduce" | "no-preference" } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion,
    javaScriptEnabled: js,
  });
  const page = await context.newPage();
  await page.goto(baseURL + path, { waitUntil: "commit" });
  return page;
}

const MODES = [
  ["straight after load", true],
  ["with JavaScript off", false],
] as const;

const servicesPanel = (page: Page) => page.locator("#services-submenu");
const servicesLink = (page: Page) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Our Services" });

describe("header (desktop)", () => {
  it("lists the main menu exactly as the spec, and marks the current page", async () => {
    const page = await open("/contact", 1280);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.waitFor();
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

  describe.each(MODES)("Our Services, %s", (_, js) => {
    it("opens on hover and closes when the pointer leaves", async () => {
      const page = await open("/", 1280, { js });
      await expect(servicesPanel(page).isVisible()).resolves.toBe(false);
      await servicesLink(page).hover();
      await servicesPanel(page).waitFor({ state: "visible" });
      const hrefs = await servicesPanel(page)
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(serviceLinks.map((l) => l.to));
      // Down into the panel: it stays while the pointer crosses the gap above it.
      await servicesPanel(page).getByRole("link", { name: "Agile Coaching" }).hover();
      await page.mouse.move(5, 600, { steps: 5 });
      await servicesPanel(page).waitFor({ state: "hidden" });
      await page.context().close();
    });

    it("opens on keyboard focus and lets Tab walk into it", async () => {
      const page = await open("/", 1280, { js });
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Home" })
        .focus();
      await page.keyboard.press("Tab");
      await servicesPanel(page).waitFor({ state: "visible" });
      await page.keyboard.press("Tab"); // the toggle
      await page.keyboard.press("Tab"); // the first entry
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(
        "Portfolio Development",
      );
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Shift+Tab"); // back on Home: focus has left the item
      await servicesPanel(page).waitFor({ state: "hidden" });
      await page.context().close();
    });

    it("opens from its toggle for touch, and a tap outside closes it", async () => {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        hasTouch: true,
        javaScriptEnabled: js,
      });
      const page = await context.newPage();
      await page.goto(`${baseURL}/`, { waitUntil: "commit" });
      await page.getByRole("button", { name: "Our Services submenu" }).tap();
      await servicesPanel(page).waitFor({ state: "visible" });
      await page.getByRole("heading", { level: 1 }).tap();
      await servicesPanel(page).waitFor({ state: "hidden" });
      await context.close();
    });

    it("a click on the toggle of a hovered-open panel keeps it open", async () => {
      const page = await open("/", 1280, { js });
      const toggle = page.getByRole("button", { name: "Our Services submenu" });
      await toggle.hover();
      await servicesPanel(page).waitFor({ state: "visible" });
      await toggle.click();
      await page.mouse.move(5, 600, { steps: 5 });
      await expect(servicesPanel(page).isVisible()).resolves.toBe(true);
      // Closed by a click elsewhere (focus leaves the toggle too).
      await page.getByRole("heading", { level: 1 }).click();
      await servicesPanel(page).waitFor({ state: "hidden" });
      await page.context().close();
    });
  });

  it("Escape dismisses a panel shown by focus and returns focus to the toggle", async () => {
    const page = await open("/", 1280);
    // Only the page's script can close what focus shows (no HTML does).
    await scriptsIn(page);
    await servicesLink(page).focus();
    await servicesPanel(page).waitFor({ state: "visible" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await servicesPanel(page).waitFor({ state: "hidden" });
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).resolves.toBe("Our Services submenu");
    await page.context().close();
  });

  it("a panel opened by hover before the enhancement script arrives stays open when it does", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await delayScripts(page, 1500); // a slow connection: the page's one script comes late
    const script = page.waitForResponse((r) => /\/assets\/[^/]+\.js$/.test(r.url()));
    await page.goto(`${baseURL}/`, { waitUntil: "commit" });
    await servicesLink(page).hover();
    await servicesPanel(page).waitFor({ state: "visible" });
    await script;
    await page.waitForTimeout(300); // the module has run
    await expect(servicesPanel(page).isVisible()).resolves.toBe(true);
    // Chosen then: the link loads its page, where no panel is open.
    const same = await markDocument(page);
    await servicesPanel(page).getByRole("link", { name: "Agile Coaching" }).click();
    await page.waitForURL(`${baseURL}/agile-coaching`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(same()).resolves.toBe(false); // a full page load: there is no router
    await expect(servicesPanel(page).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("offers a skip link that moves focus to the main content", async () => {
    const page = await open("/", 1280);
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Shown, it covers nothing: it sits above the header, whose logo is still all in view.
    const bar = (await skip.boundingBox())!;
    const logo = (await page.getByRole("link", { name: "H2 home" }).first().boundingBox())!;
    expect(bar.height).toBeGreaterThan(20);
    expect(logo.y).toBeGreaterThanOrEqual(bar.y + bar.height - 0.5);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await page.context().close();
  });
});

describe.each(MODES)("phone menu, %s", (_, js) => {
  it("opens at the first tap; Tab goes from its button into it; Escape closes it and focus returns to the button", async () => {
    const page = await open("/", 390, { js });
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    const labels = (await dialog.getByRole("link").allInnerTexts()).map((t) => t.trim());
    for (const item of mainNav) expect(labels).toContain(item.label);
    for (const child of serviceLinks) expect(labels).toContain(child.label);
    // The disclosure's keyboard order: from its button straight into the menu.
    await button.focus();
    await page.keyboard.press("Tab");
    await expect(dialog.evaluate((d) => d.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect(button.evaluate((b) => b === document.activeElement)).resolves.toBe(true);
    await page.context().close();
  });

  it("closes on a tap on the dimmed page beside it, which does nothing else", async () => {
    const page = await open("/", 390, { js });
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    // The sheet takes 88% of a phone's width at most: its left edge is the dimmed page.
    const sheet = (await dialog.getByRole("heading", { name: "Menu" }).boundingBox())!;
    expect(sheet.x).toBeGreaterThan(40);
    await page.mouse.click(10, 400);
    await dialog.waitFor({ state: "hidden" });
    await expect(page.evaluate(() => location.pathname)).resolves.toBe("/");
    await page.context().close();
  });

  it("closes from its Close button and when a link is chosen, which navigates there", async () => {
    const page = await open("/", 390, { js });
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Contact Us" }).click();
    await page.waitForURL(`${baseURL}/contact`);
    await page.getByRole("heading", { level: 1, name: "Contact" }).waitFor();
    await expect(page.getByRole("dialog", { name: "Menu" }).isVisible()).resolves.toBe(false);
    await page.context().close();
  });
});

describe("phone menu and a late script", () => {
  it("a menu opened before the enhancement script arrives stays open when it does; a link chosen then loads its page", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await delayScripts(page, 1500);
    const script = page.waitForResponse((r) => /\/assets\/[^/]+\.js$/.test(r.url()));
    await page.goto(`${baseURL}/`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.waitFor();
    await script;
    await page.waitForTimeout(300); // the module has run
    await expect(dialog.isVisible()).resolves.toBe(true);
    const same = await markDocument(page);
    await dialog.getByRole("link", { name: "About Us" }).click();
    await page.waitForURL(`${baseURL}/about`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expect(same()).resolves.toBe(false); // a full page load: there is no router
    await expect(page.getByRole("dialog", { name: "Menu" }).isVisible()).resolves.toBe(false);
    await context.close();
  });
});

describe("footer", () => {
  it("has the three columns, the tagline and the 2025 copyright line", async () => {
    const page = await open("/", 1280);
    const footer = page.locator("footer");
    await footer.getByRole("navigation", { name: "Company" }).waitFor();
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
    await main.getByRole("link", { name: "View All Insights" }).waitFor();
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
      return slides.filter((s) => {
        const r = s.getBoundingClientRect();
        return r.left >= vp.left - 2 && r.right <= vp.right + 2;
      }).length;
    });

  it.each([
    [390, 1],
    [800, 2],
    [1280, 3],
  ])("the carousel shows six insights, %i px wide → %i per view", async (width, perView) => {
    const page = await open("/", width);
    await page.locator("[aria-roledescription=slide]").first().waitFor();
    await expect(page.locator("[aria-roledescription=slide]").count()).resolves.toBe(6);
    await expect(visibleSlides(page)).resolves.toBe(perView);
    const arrows = page.getByRole("button", { name: "Next insights" });
    // From md up the arrows show once the page's script runs (they need it); never on a phone.
    if (width >= 768) await arrows.waitFor();
    else await expect(arrows.isVisible()).resolves.toBe(false);
    if (width < 768) {
      // No arrows on a phone: the next card peeks in, so the row visibly swipes.
      const peek = await page.locator("[aria-roledescription=slide]").evaluateAll((slides) => {
        const vp = slides[0]!.closest("[aria-roledescription=carousel]")!.getBoundingClientRect();
        return vp.right - slides[1]!.getBoundingClientRect().left;
      });
      expect(peek).toBeGreaterThanOrEqual(16);
    }
    await page.context().close();
  });

  /** The aria-label ("n of 6") of the first card fully in view. */
  const firstInView = (page: Page) =>
    page.locator("[aria-roledescription=slide]").evaluateAll((slides) => {
      const vp = slides[0]!.closest("[aria-roledescription=carousel]")!.getBoundingClientRect();
      return slides
        .find((s) => s.getBoundingClientRect().left >= vp.left - 2)
        ?.getAttribute("aria-label");
    });

  it("moves one card per arrow press and per arrow key, straight after load (reduced motion honoured)", async () => {
    const page = await open("/", 1280, { reducedMotion: "reduce" });
    const next = page.getByRole("button", { name: "Next insights" });
    const prev = page.getByRole("button", { name: "Previous insights" });
    await next.click();
    await expect.poll(() => firstInView(page)).toBe("2 of 6");
    await expect(prev.isDisabled()).resolves.toBe(false);
    // Focus a card in view (focusing an off-screen card scrolls it into view, by design).
    await page.locator('[aria-label="2 of 6"] a').focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => firstInView(page)).toBe("3 of 6");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => firstInView(page)).toBe("2 of 6");
    await prev.click();
    await expect.poll(() => firstInView(page)).toBe("1 of 6");
    await expect.poll(() => prev.isDisabled()).toBe(true);
    await next.click();
    await next.click();
    await next.click();
    await expect.poll(() => firstInView(page)).toBe("4 of 6");
    await expect.poll(() => next.isDisabled()).toBe(true);
    await page.context().close();
  });

  it("with JavaScript off, shows no arrows it cannot move, and scrolls one card at a time", async () => {
    const page = await open("/", 1280, { js: false, reducedMotion: "reduce" });
    const link = page.getByRole("link", { name: "View All Insights" });
    await link.waitFor();
    await expect(page.getByRole("button", { name: "Next insights" }).isVisible()).resolves.toBe(
      false,
    );
    const card = page.locator('[aria-label="1 of 6"]');
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Scroll-snap settles on a card's start. A turn past half a card lands on the next card
    // whether the engine snaps to the nearest card or in the wheel's direction (a short turn
    // may settle back where it was, by the first rule). On a busy machine the first wheel can
    // land before the compositor has the scroller, so a visitor's second turn is allowed; what
    // must hold is that a turn never moves past the next card.
    const turn = Math.round(box.width * 0.6);
    await expect
      .poll(
        async () => {
          const at = await firstInView(page);
          if (at === "1 of 6") await page.mouse.wheel(turn, 0);
          return at;
        },
        { timeout: 8000, interval: 600 },
      )
      .toBe("2 of 6");
    await link.click();
    await page.waitForURL(`${baseURL}/insights`);
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

describe("enhancements on a page reached by a link", () => {
  it("a link is a full page load, and the page it loads brings its own enhancements", async () => {
    // /about has no FAQ; the FAQ page it links to gets its arrow keys from its own load.
    const page = await open("/about", 1280);
    await page.getByRole("heading", { level: 1 }).waitFor();
    const same = await markDocument(page);
    await page.getByRole("link", { name: "FAQ", exact: true }).first().click();
    await page.waitForURL(`${baseURL}/faq`);
    await scriptsIn(page); // its arrow keys are its script's, which comes after its first paint
    const first = page.locator("details summary").first();
    await first.focus();
    expect(await same()).toBe(false);
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("details")?.dataset.item))
      .toBe("item-1");
    await page.context().close();
  });
});

describe("a form's script arriving changes nothing the visitor is looking at", () => {
  it("an open answer, the focused control and the scroll position all stay, and nothing shifts", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 } });
    // The form's script waits at the gate until the visitor's state has been read.
    let open = () => {};
    const gate = new Promise<void>((r) => {
      open = r;
    });
    await context.route(/\/assets\/form-scripts\.[\w-]+\.js$/, async (route) => {
      await gate;
      await route.continue().catch(() => {});
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/faq`, { waitUntil: "commit" });
    const second = page.locator("details summary").nth(1);
    await second.click();
    await expect(
      second.evaluate((s) => (s.parentElement as HTMLDetailsElement).open),
    ).resolves.toBe(true);
    // Read on towards the contact form.
    const formTop = await page
      .locator("main form")
      .first()
      .evaluate((f) => f.getBoundingClientRect().top + scrollY);
    await page.mouse.wheel(0, formTop - 2 * 900 + 100);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300);
    await page.waitForTimeout(300);
    const state = () =>
      page.evaluate(() => ({
        y: Math.round(scrollY),
        focused: document.activeElement?.textContent,
        open: [...document.querySelectorAll("details")].map((d) => d.open),
      }));
    const before = await state();
    await page.evaluate(() => {
      const w = window as unknown as { __shifts: number };
      w.__shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number }[]) w.__shifts += e.value;
      }).observe({ type: "layout-shift" });
    });
    const live = () => page.locator("main form").first().getAttribute("data-module-started");
    await expect(live()).resolves.toBeNull(); // its script not in yet
    open();
    await expect.poll(live).toBe(""); // the subject: the script arriving by itself
    await page.waitForTimeout(300);
    expect(await state()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
    await context.close();
  });
});
