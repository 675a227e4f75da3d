import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = process.argv[2];
for (const path of ["/about", "/privacy"]) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const t0 = Date.now();
  page.on("request", (r) => console.log(path, Date.now() - t0, r.url().replace(base, ""), r.headers()["sec-purpose"] ?? "", r.frame()?.url?.()?.replace(base, "")));
  await page.goto(base + path, { waitUntil: "networkidle" });
  console.log(await page.evaluate(() => [...document.querySelectorAll("astro-island")].map((i) => [i.getAttribute("client"), i.hasAttribute("ssr"), [...i.children].map((c) => c.tagName + " " + JSON.stringify(c.getBoundingClientRect()))])));
  await page.close();
}
await browser.close();
