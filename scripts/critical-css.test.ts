import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SiteBeasties, unwrapWhere } from "./critical-css";

const CSS = [
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  ":where(.space-y-8>:not(:last-child)){margin-block-end:2rem}",
  ":where(:not(iframe)){border:0}",
  ".\\[\\&_svg\\]\\:size-4\\.5 svg{width:1.125rem}",
  ".\\[\\&_p\\]\\:mt-2 p{margin-top:.5rem}",
  ":where(.group\\/item):is([open]) .group-open\\/item\\:text-white{color:#fff}",
  ".unused{color:red}",
].join("");

/** The inline rules Beasties keeps for `body`, against the sheet above. */
async function kept(body: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "h2-beasties-"));
  writeFileSync(join(dir, "site.css"), CSS);
  const html = `<!doctype html><html><head><link rel="stylesheet" href="/site.css"></head><body>${body}</body></html>`;
  const out = await new SiteBeasties({
    path: dir,
    publicPath: "/",
    preload: "body",
    pruneSource: false,
    compress: true,
    logLevel: "silent",
  }).process(html);
  return out.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
}

describe("the page's own CSS (Beasties, taught Tailwind's selectors)", () => {
  it("keeps a :where() rule whose content is on the page, and drops one whose is not", async () => {
    const css = await kept(`<div class="space-y-4"><p>a</p><p>b</p></div>`);
    expect(css).toContain(".space-y-4>");
    expect(css).not.toContain(".space-y-8");
    expect(css).not.toContain(".unused");
  });

  it("keeps preflight's :where() rules that apply to everything", async () => {
    expect(await kept("<p>a</p>")).toContain(":where(:not(iframe))");
  });

  it("matches arbitrary variants against classes as the HTML writes them ([&amp;_svg])", async () => {
    const css = await kept(`<a class="[&amp;_svg]:size-4.5"><svg></svg></a>`);
    expect(css).toContain("size-4\\.5");
    expect(css).not.toContain("mt-2");
  });

  it("keeps a group-open variant where the group and its child are on the page", async () => {
    const css = await kept(
      `<details class="group/item"><summary class="group-open/item:text-white">q</summary></details>`,
    );
    expect(css).toContain("text-white");
    expect(await kept("<p>a</p>")).not.toContain("text-white");
  });
});

describe("unwrapWhere", () => {
  it("puts each :where()'s content in its place, nested parentheses and all", () => {
    expect(unwrapWhere(":where(.a>:not(:last-child))")).toBe(".a>:not(:last-child)");
    expect(unwrapWhere(":where(.g):is([open]) .c")).toBe(".g:is([open]) .c");
    expect(unwrapWhere(".x :where(.a) :where(.b)")).toBe(".x .a .b");
  });
});
