import Beasties from "beasties";
import { readFileSync, writeFileSync, mkdirSync, cpSync } from "node:fs";
const src = "build-h3/client", out = "/tmp/h3-bx";
mkdirSync(out + "/assets", { recursive: true });
cpSync(src + "/assets", out + "/assets", { recursive: true });
const allow = process.argv[2] === "fix" ? [/:where\(/, /\\&/] : undefined;
for (const path of ["/", "/faq", "/blog", "/contact", "/403"]) {
  let html = readFileSync(`${src}${path === "/" ? "" : path}/index.html`, "utf8");
  const link = html.match(/<link rel="stylesheet"[^>]*>/)[0];
  html = html.replace(link, "").replace(/<style>[\s\S]*?<\/style>/, link);
  const b = new Beasties({ path: out, publicPath: "/", preload: "body", inlineFonts: true, preloadFonts: false, pruneSource: false, reduceInlineStyles: false, compress: true, logLevel: "warn", ...(allow ? { allowRules: allow } : {}) });
  const res = await b.process(html);
  const dir = `${out}${path === "/" ? "" : path}`; mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/index.html`, res);
  console.log(path, res.match(/<style>([\s\S]*?)<\/style>/)[1].length);
}
