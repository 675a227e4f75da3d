import { writeFile } from "node:fs/promises";
import WebDriver, { type Client } from "webdriver";
import type { Box, Control, Mode, Role, Visitor } from "./visitor";

export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";
type ElementRef = Record<typeof ELEMENT, string>;

/** Elements that may carry each role, to ask the engine about (it has the final word). */
const CANDIDATES: Record<Role, string> = {
  button: "button, [role=button], input[type=submit], input[type=button], summary",
  link: "a[href], [role=link]",
  textbox:
    "input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], textarea, [role=textbox]",
  searchbox: "input[type=search], [role=searchbox]",
  checkbox: "input[type=checkbox], [role=checkbox]",
  combobox: "select, [role=combobox]",
  dialog: "dialog, [role=dialog]",
  heading: "h1, h2, h3, h4, h5, h6, [role=heading]",
  navigation: "nav, [role=navigation]",
  region: "section, [role=region]",
  search: "search, form[role=search], [role=search]",
  alert: "[role=alert]",
  menu: "[role=menu]",
};

// A cheap first cut in the page (names it could have), so the engine is asked about few elements.
const NARROW = `const [sel, name, scope] = arguments;
const root = scope ? document.querySelector(scope) : document;
if (!root) return [];
const n = name.toLowerCase();
return [...root.querySelectorAll(sel)].filter((el) => {
  const own = [el.getAttribute("aria-label"), el.textContent, el.getAttribute("title"), el.value,
    ...[...(el.labels ?? [])].map((l) => l.textContent)].join(" ").toLowerCase();
  return own.includes(n) || el.hasAttribute("aria-labelledby");
});`;

class ElementControl implements Control {
  constructor(
    private readonly client: Client,
    readonly ref: ElementRef,
  ) {}
  get id() {
    return this.ref[ELEMENT];
  }
  box() {
    return this.client.executeScript(
      "const r = arguments[0].getBoundingClientRect(); return r.width || r.height ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;",
      [this.ref],
    ) as Promise<Box | null>;
  }
  visible() {
    return this.client.isElementDisplayed(this.id);
  }
  moving() {
    return this.client.executeScript(
      `for (let n = arguments[0]; n; n = n.parentElement)
         if (n.getAnimations().some((a) => a.playState === "running")) return true;
       return false;`,
      [this.ref],
    ) as Promise<boolean>;
  }
}

/**
 * A session, given a second chance: once in a long run, MiniBrowser fails to open the virtual
 * display ("cannot open display") and WebKitWebDriver then waits for it forever. That is the test
 * machine's display, not the site, so a fresh browser is started rather than the test timed out.
 */
async function startSession(start: () => Promise<Client>, tries = 2, wait = 20_000) {
  for (let attempt = 1; ; attempt++) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no MiniBrowser session in ${wait} ms`)), wait);
    });
    const session = start();
    try {
      return await Promise.race([session, late]);
    } catch (error) {
      // A browser that turns up after all is closed, so none outlives the run.
      session.then((c) => c.deleteSession()).catch(() => {});
      if (attempt === tries) throw error;
      console.warn(
        `WebKit session ${attempt} of ${tries} failed (${String(error)}); starting another`,
      );
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * WebKit (the engine of Safari) through WebKitWebDriver and MiniBrowser: W3C WebDriver classic.
 * A session is a fresh MiniBrowser, so each visitor starts with nothing stored. Script off is
 * WebKit's own setting, so `(scripting: none)` matches as it does for a visitor.
 */
export async function webkitVisitor(
  driverPort: number,
  mode: Mode,
  baseURL: string,
): Promise<Visitor> {
  const args = ["--automation"];
  if (mode === "off") args.push("--enable-javascript=false");
  const client = await startSession(() =>
    WebDriver.newSession({
      hostname: "127.0.0.1",
      port: driverPort,
      logLevel: "error",
      connectionRetryCount: 1,
      capabilities: {
        // WebKitWebDriver speaks classic WebDriver only; asking for BiDi fails the match.
        "wdio:enforceWebDriverClassic": true,
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args },
      } as Parameters<typeof WebDriver.newSession>[0]["capabilities"],
    }),
  );
  const point = (actions: object[]) =>
    client.performActions([
      { type: "pointer", id: "finger", parameters: { pointerType: "mouse" }, actions },
    ]);
  const keys = { Escape: "\uE00C", Tab: "\uE004", Enter: "\uE007", End: "\uE010" } as const;
  async function tap(control: Control) {
    const { ref } = control as ElementControl;
    await client.executeScript(
      // Scrolled only when out of view, as a thumb would (scrolling a shown control moves things).
      `const el = arguments[0], r = el.getBoundingClientRect();
         if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
           el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });`,
      [ref],
    );
    await point([
      { type: "pointerMove", duration: 0, origin: ref, x: 0, y: 0 },
      { type: "pointerDown", button: 0 },
      { type: "pointerUp", button: 0 },
    ]);
    await client.releaseActions();
  }
  return {
    engine: "webkit",
    mode,
    phoneWidth: 450,
    async open(path, width) {
      await client.setWindowRect(0, 0, width, 900);
      await client.navigateTo(baseURL + path);
    },
    async find(role, name, within) {
      const found = (await client.executeScript(NARROW, [
        CANDIDATES[role],
        name,
        within ?? "",
      ])) as ElementRef[];
      for (const ref of found) {
        const id = ref[ELEMENT];
        const [r, label] = await Promise.all([
          client.getElementComputedRole(id).catch(() => ""),
          client.getElementComputedLabel(id).catch(() => ""),
        ]);
        // WebKit's computed label follows text-transform; names are compared as spoken.
        if (r === role && label.trim().toLowerCase() === name.toLowerCase())
          return new ElementControl(client, ref);
      }
      return undefined;
    },
    tap,
    async type(control, text) {
      const { ref } = control as ElementControl;
      if (!(await client.executeScript("return arguments[0] === document.activeElement", [ref])))
        await tap(control);
      await client.elementSendKeys((control as ElementControl).id, text);
    },
    async press(key) {
      await client.performActions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value: keys[key] },
            { type: "keyUp", value: keys[key] },
          ],
        },
      ]);
      await client.releaseActions();
    },
    async tapAt(x, y) {
      await point([
        {
          type: "pointerMove",
          duration: 0,
          origin: "viewport",
          x: Math.round(x),
          y: Math.round(y),
        },
        { type: "pointerDown", button: 0 },
        { type: "pointerUp", button: 0 },
      ]);
      await client.releaseActions();
    },
    read<T>(expression: string) {
      return client.executeScript(`return (${expression});`, []) as Promise<T>;
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from(await client.takeScreenshot(), "base64"));
    },
    // WebKitWebDriver gives no access to the console.
    consoleErrors: () => undefined,
    async close() {
      await client.deleteSession().catch(() => {});
    },
  };
}
