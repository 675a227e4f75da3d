import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyCheckout, finished, runScript, stop } from "./support/checkout";
import { freePort, waitForUrl } from "./support/server";

// The editor's private host (`npm run cms:build`, `npm run cms:serve`; docs/editing.md): it
// saves through GitHub as the signed-in user and never to its own disk, and it serves nothing
// of the editor's API until GitHub has signed someone in.

let dir = "";
// Inside the copy: the server's modules resolve packages from its node_modules.
const out = "build-editor";
let host: ChildProcess | undefined;
let url = "";

beforeAll(async () => {
  dir = copyCheckout();
  await finished(
    runScript(dir, "scripts/cms-build.ts", {
      BUILD_DIR: out,
      PUBLIC_KEYSTATIC_GITHUB_REPO: "h2consulting/website",
    }),
    "the editor host's build",
  );
  const port = await freePort();
  host = runScript(dir, `${out}/server/entry.mjs`, {
    HOST: "127.0.0.1",
    PORT: String(port),
    KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
    KEYSTATIC_GITHUB_CLIENT_SECRET: "not-a-real-secret",
    KEYSTATIC_SECRET: "0".repeat(64),
  });
  url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/keystatic`, host);
}, 400_000);

afterAll(async () => {
  await stop(host);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the editor's host (GitHub storage)", () => {
  it("serves the editor's page, which asks GitHub who is there", async () => {
    const page = await fetch(`${url}/keystatic`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/keystatic/i);
  });

  it("signs in through GitHub's OAuth page, with the App's client id", async () => {
    const login = await fetch(`${url}/api/keystatic/github/login`, { redirect: "manual" });
    expect(login.status).toBe(307);
    const to = new URL(login.headers.get("location") ?? "");
    expect(`${to.origin}${to.pathname}`).toBe("https://github.com/login/oauth/authorize");
    expect(to.searchParams.get("client_id")).toBe("Iv1.0123456789abcdef");
  });

  it("has no way to read or write its own disk", async () => {
    expect((await fetch(`${url}/api/keystatic/tree`)).status).toBe(404);
    const save = await fetch(`${url}/api/keystatic/update`, { method: "POST", body: "{}" });
    expect(save.status).toBeGreaterThanOrEqual(400);
  });

  it("refuses to be built for local storage", async () => {
    const build = runScript(dir, "scripts/cms-build.ts", {
      BUILD_DIR: "build-refused",
      PUBLIC_KEYSTATIC_GITHUB_REPO: "",
    });
    await expect(finished(build, "the local-storage build")).rejects.toThrow(/exited with 1/);
  });
});
