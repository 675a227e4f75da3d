import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyCheckout } from "./support/checkout";

// A picture in an article body with no alt text, not marked decorative, as a marketer could save
// it by editing the file by hand: the build of a copy of the checkout fails, naming the file.

let dir = "";
const outs: string[] = [];

beforeAll(() => {
  dir = copyCheckout();
});

afterAll(() => {
  for (const out of outs) rmSync(out, { recursive: true, force: true });
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** `scripts/build.ts` in the copy, as CI runs it; its exit code and everything it printed. */
function build(): Promise<{ code: number | null; output: string }> {
  const out = mkdtempSync(join(tmpdir(), "h2-pictures-"));
  outs.push(out);
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST")),
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build.ts"], {
      cwd: dir,
      env: { ...shell, BUILD_DIR: out },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("pictures in article bodies need words", () => {
  it("a blog body picture without alt text, not marked decorative, fails the build naming the file", async () => {
    const file = "content/resources/blog/why-our-engineers-stay.md";
    const path = join(dir, file);
    const saved = readFileSync(path, "utf8");
    const upload = "/images/uploads/blog/the-monthly-service-review/delivery-trends.png";
    writeFileSync(path, saved.replace(/\n## /, `\n![](${upload})\n\n## `));
    const result = await build();
    expect(result.code).not.toBe(0);
    expect(result.output).toContain(
      `${file}: The picture "delivery-trends.png" needs alt text (what it shows, 5 to 250 characters), or to be marked decorative`,
    );
  }, 300_000);
});
