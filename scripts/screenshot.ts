// Dev aid: screenshots of pages at phone and desktop widths into /tmp/shots.
// Usage: tsx scripts/screenshot.ts http://localhost:3000 / /contact
import { mkdirSync } from "node:fs";
import { launchBrowser } from "../tests/e2e/support/browser";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
mkdirSync("/tmp/shots", { recursive: true });
const browser = await launchBrowser();
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `/tmp/shots/${path.replace(/\W+/g, "_") || "home"}-${width}.png`;
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    // Scroll through once so lazy images load, then shoot in viewable chunks.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await page.evaluate(() => window.scrollTo(0, 0));
    const chunk = width < 800 ? 1400 : 2400;
    for (let y = 0, i = 0; y < height; y += chunk, i++) {
      const file = name.replace(".png", `-${i}.png`);
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(chunk, height - y) },
      });
    }
    console.log(name, `${height}px`, overflow > 0 ? `OVERFLOW ${overflow}px` : "");
  }
  await page.close();
}
await browser.close();
