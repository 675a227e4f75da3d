import puppeteer, { type Browser, type ElementHandle, type Page } from "puppeteer-core";
import { CHROMIUM_FLAGS } from "../../e2e/support/browser";
import type { Box, Control, Mode, Role, Visitor } from "./visitor";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Chromium over CDP, Firefox ESR over WebDriver BiDi, through one API. Firefox's script switch
 * is a preference of the whole browser (its BiDi has no per-page one yet), so script off is a
 * browser of its own there.
 */
export function launchPuppeteer(engine: "chromium" | "firefox", scriptOff: boolean) {
  if (engine === "chromium")
    return puppeteer.launch({
      browser: "chrome",
      executablePath: CHROMIUM_PATH,
      headless: true,
      // A visitor's Chrome, not "HeadlessChrome": the server leaves bots (and headless browsers,
      // as most are) out of what it counts, and the download flow checks the count.
      args: [
        ...CHROMIUM_FLAGS.filter((f) => f !== "--headless"),
        "--user-agent=Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      ],
    });
  return puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: scriptOff ? { "javascript.enabled": false } : {},
  });
}

class HandleControl implements Control {
  constructor(readonly handle: ElementHandle<Element>) {}
  box(): Promise<Box | null> {
    return this.handle.boundingBox();
  }
  visible() {
    return this.handle.isVisible();
  }
}

/**
 * Puppeteer's isolated world (its `Frame.isolatedRealm()`, not in its public types): reading
 * there sees the DOM and layout, and works with the page's script off in both engines, where
 * the main world is refused in Firefox.
 */
interface Realm {
  evaluate(expression: string): Promise<unknown>;
  evaluateHandle<A>(fn: (arg: A) => unknown, arg: A): Promise<unknown>;
}

/** The engine's own accessibility tree answers "which element is this role with this name". */
interface AxQueryable {
  queryAXTree(name?: string, role?: string): AsyncIterable<ElementHandle<Element>>;
}

export async function puppeteerVisitor(
  engine: "chromium" | "firefox",
  browser: Browser,
  mode: Mode,
  baseURL: string,
): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  const page: Page = await context.newPage();
  if (mode === "off" && engine === "chromium") await page.setJavaScriptEnabled(false);
  const errors: string[] = [];
  let closed = false;
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  const realm = () => (page.mainFrame() as unknown as { isolatedRealm(): Realm }).isolatedRealm();
  async function tap(control: Control) {
    const { handle } = control as HandleControl;
    // Scrolled only when out of view, as a thumb would (scrolling a shown control moves things).
    const inView = await handle.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    });
    if (!inView) await handle.scrollIntoView();
    const box = await handle.boundingBox();
    if (!box) throw new Error("the control has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  return {
    engine,
    mode,
    phoneWidth: 390,
    async open(path, width) {
      await page.setViewport({ width, height: 844 });
      await page.goto(baseURL + path, { waitUntil: "domcontentloaded" });
    },
    async find(role: Role, name: string, within?: string) {
      const root = (await realm().evaluateHandle(
        (scope: string) => (scope ? document.querySelector(scope) : document),
        within ?? "",
      )) as unknown as AxQueryable & ElementHandle<Element>;
      if (!root) return undefined;
      // Names are compared as spoken, whatever the case: an engine's name follows
      // text-transform (the site's buttons are set in capitals), and tests quote the spec.
      for (const spoken of new Set([name, name.toUpperCase()]))
        for await (const handle of root.queryAXTree(spoken, role)) return new HandleControl(handle);
      return undefined;
    },
    tap,
    async type(control, text) {
      const { handle } = control as HandleControl;
      if (!(await handle.evaluate((el) => el === document.activeElement))) await tap(control);
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async tapAt(x, y) {
      await page.mouse.click(x, y);
    },
    read<T>(expression: string) {
      return realm().evaluate(expression) as Promise<T>;
    },
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    consoleErrors: () => [...errors],
    async close() {
      if (!closed) await context.close();
      closed = true;
    },
  };
}
