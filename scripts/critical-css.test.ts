import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pruneForFirstPaint, SiteBeasties, sheetAfterPaint, unwrapWhere } from "./critical-css";

const CSS = [
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}",
  ":where(.space-y-8>:not(:last-child)){margin-block-end:2rem}",
  ":where(:not(iframe)){border:0}",
  ".\\[\\&_svg\\]\\:size-4\\.5 svg{width:1.125rem}",
  ".\\[\\&_p\\]\\:mt-2 p{margin-top:.5rem}",
  ".\\[\\&\\>svg\\]\\:size-full>svg{width:100%}",
  ":where(.group\\/item):is([open]) .group-open\\/item\\:text-white{color:#fff}",
  ".unused{color:red}",
  // States a script or the browser sets after the paint.
  "html[data-can-copy] .share-copy{display:list-item}",
  ".field[aria-invalid=true]{border-color:red}",
  ".drawer[open]{animation:in .2s}",
  ".submenu:not([data-dismissed]):hover .panel{display:block}",
  ".toast[data-state=open]{opacity:1}",
  ":target{scroll-margin-top:2.5rem}",
  // Tailwind's registry of the whole sheet's custom properties, then two rules that use them.
  "@layer properties{@supports (-moz-orient:inline){*,:before,:after{--tw-shadow:0 0 #0000;--tw-rotate-x:initial}}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
  ".shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-shadow)}",
  ".rotate-x-12{--tw-rotate-x:rotateX(12deg);transform:var(--tw-rotate-x)}",
  "@media print{.shadow{box-shadow:none}}",
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

  it("matches a child variant as React writes it ([&amp;&gt;svg])", async () => {
    const css = await kept(`<div class="[&amp;&gt;svg]:size-full"><svg></svg></div>`);
    expect(css).toContain("size-full>svg");
    expect(await kept("<p>a</p>")).not.toContain("size-full");
  });

  it("keeps a group-open variant where the group and its child are on the page", async () => {
    const css = await kept(
      `<details class="group/item"><summary class="group-open/item:text-white">q</summary></details>`,
    );
    expect(css).toContain("text-white");
    expect(await kept("<p>a</p>")).not.toContain("text-white");
  });
});

describe("the custom properties Tailwind registers", () => {
  it("a page keeps the registrations its own rules name, and no other", async () => {
    const css = await kept(`<p class="shadow">a</p>`);
    expect(css).toContain("@property --tw-shadow");
    expect(css).toContain(".shadow{");
    expect(css).not.toContain("--tw-rotate-x");
  });

  it("leaves the fallback for browsers without @property to the whole sheet, and keeps print rules", async () => {
    const css = await kept(`<p class="shadow">a</p>`);
    expect(css).not.toContain("@layer properties");
    expect(css).toContain("@media print{.shadow{box-shadow:none}}");
    expect(css).toContain("box-shadow:var(--tw-shadow)");
  });

  it("a page that names none keeps no registry at all", async () => {
    const css = await kept("<p>a</p>");
    expect(css).not.toContain("@property");
    expect(css).not.toContain("@layer properties");
  });

  it("a property named only inside another value is kept (a var() fallback)", () => {
    const css = pruneForFirstPaint(
      '@property --tw-a{syntax:"*";inherits:false}@property --tw-b{syntax:"*";inherits:false}.x{color:var(--tw-c,var(--tw-a))}',
    );
    expect(css).toContain("@property --tw-a");
    expect(css).not.toContain("--tw-b");
  });
});

describe("unwrapWhere", () => {
  it("puts each :where()'s content in its place, nested parentheses and all", () => {
    expect(unwrapWhere(":where(.a>:not(:last-child))")).toBe(".a>:not(:last-child)");
    expect(unwrapWhere(":where(.g):is([open]) .c")).toBe(".g:is([open]) .c");
    expect(unwrapWhere(".x :where(.a) :where(.b)")).toBe(".x .a .b");
  });
});

describe("states set after the paint", () => {
  it("keeps a rule for a state a script or the browser sets, where the rest of it is on the page", async () => {
    const css = await kept(
      `<ul><li class="share-copy">Copy</li></ul><input class="field"><dialog class="drawer"></dialog>`,
    );
    expect(css).toContain("html[data-can-copy] .share-copy");
    expect(css).toContain(".field[aria-invalid=true]");
    expect(css).toContain(".drawer[open]");
    expect(css).not.toContain(".toast");
  });

  it("keeps a rule that names nothing but a state (:target)", async () => {
    expect(await kept("<p>a</p>")).toContain(":target{scroll-margin-top");
  });

  it("still matches the attribute inside :not(), as written", async () => {
    const css = await kept(`<div class="submenu"><div class="panel"></div></div>`);
    expect(css).toContain(".submenu:not([data-dismissed]):hover .panel");
  });
});

describe("the whole stylesheet, after the first paint", () => {
  const link = '<link rel="stylesheet" href="/assets/site.Ab_1-c.css">';
  const page = `<html><head><style>p{}</style></head><body><p>a</p>${link}</body></html>`;

  it("is asked for by the page's script once painted, and by a <noscript> link without script", () => {
    const out = sheetAfterPaint(page);
    expect(out).toBe(
      `<html><head><style>p{}</style><template data-after-paint>${link}</template></head><body><p>a</p><noscript>${link}</noscript></body></html>`,
    );
  });

  it("fails the build when the page has no stylesheet link at its end", () => {
    expect(() => sheetAfterPaint(page.replace(link, ""))).toThrow(/no stylesheet <link>/);
    expect(() =>
      sheetAfterPaint(page.replace(link, "").replace("</head>", `${link}</head>`)),
    ).toThrow();
  });
});
