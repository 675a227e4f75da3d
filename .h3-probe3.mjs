import { chromium } from "playwright-core";
import { readFileSync } from "node:fs";
const dir = process.env.DIR;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const width = 390;
for (const path of process.argv.slice(2)) {
  const html = readFileSync(`${dir}${path === "/" ? "" : path}/index.html`, "utf8");
  const cssFile = html.match(/href="(\/assets\/site\.[^"]+\.css)"/)[1];
  const css = readFileSync(dir + cssFile, "utf8");
  async function styles(withSheet) {
    const page = await browser.newPage({ viewport: { width, height: 844 }, javaScriptEnabled: false });
    await page.route("http://x/**", (r) => {
      const u = new URL(r.request().url());
      if (u.pathname === "/p") return r.fulfill({ contentType: "text/html", body: withSheet ? html : html.replace(/<link rel="stylesheet"[^>]*>/, "") });
      if (u.pathname === cssFile) return r.fulfill({ contentType: "text/css", body: css });
      return r.fulfill({ status: 404, body: "" });
    });
    await page.goto("http://x/p");
    const out = await page.evaluate(() => [...document.body.querySelectorAll("*")].map((el) => {
      const cs = getComputedStyle(el);
      const o = {}; for (const k of cs) if (!/origin|inline-size|block-size|^width|^height/.test(k)) o[k] = cs.getPropertyValue(k);
      return { cs: o, tag: el.tagName.toLowerCase() + " " + (el.getAttribute("class") ?? "").slice(0, 200) };
    }));
    await page.close();
    return out;
  }
  const a = await styles(false), b = await styles(true);
  const seen = new Set();
  for (let i = 0; i < a.length; i++) {
    const d = Object.keys(a[i].cs).filter((k) => a[i].cs[k] !== b[i].cs[k]).map((k) => `${k}: ${a[i].cs[k]} -> ${b[i].cs[k]}`);
    const key = d.join("; ");
    if (d.length && !seen.has(key)) { seen.add(key); console.log(path, "|", a[i].tag, "|", key.slice(0, 300)); }
  }
}
await browser.close();
