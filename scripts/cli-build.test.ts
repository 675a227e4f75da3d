import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from "node:fs";
import { builtinModules } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { Metafile } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../server/db/connect";
import { postJson, testApp, validInquiry } from "../server/test-support/app";
import { buildServer, cliEntry, serverEntry } from "./build-server";

// The production image holds build/server and the `dependencies` only (Dockerfile: npm prune
// --omit=dev). The owner CLI must run there with plain node: checked on what esbuild says
// each bundle imports, and by running the compiled CLI from a copy beside nothing else.

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const tmp = mkdtempSync(join(tmpdir(), "h2-cli-build-"));
const buildDir = join(tmp, "build");
let metafile: Metafile;

beforeAll(async () => {
  metafile = await buildServer(buildDir);
}, 60_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (path: string) =>
  path
    .split("/")
    .slice(0, path.startsWith("@") ? 2 : 1)
    .join("/");

const builtins = new Set(builtinModules);

/** The packages a compiled file imports at run time. */
function packagesImportedBy(file: string): string[] {
  const output = Object.entries(metafile.outputs).find(
    ([path]) => realpathSync(path) === realpathSync(file),
  )?.[1];
  if (!output) throw new Error(`esbuild wrote no ${file}`);
  return [
    ...new Set(
      output.imports
        .filter((i) => i.external && !i.path.startsWith("node:") && !builtins.has(i.path))
        .map((i) => packageOf(i.path)),
    ),
  ].sort();
}

/** The compiled CLI copied to a folder whose node_modules holds the `dependencies` only. */
function imageLikeCopy(name: string, packages: string[]) {
  const app = join(tmp, name);
  mkdirSync(join(app, "build/server"), { recursive: true });
  copyFileSync(cliEntry(buildDir), join(app, cliEntry("build")));
  for (const dep of packages) {
    const link = join(app, "node_modules", dep);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(realpathSync(join("node_modules", dep)), link);
  }
  return app;
}

function runCompiled(app: string, args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [cliEntry("build"), ...args], {
    cwd: app,
    // Only what the image sets: no NODE_PATH, no tsx loader, no npm.
    env: { PATH: process.env.PATH ?? "", NODE_PATH: "", ...env },
    encoding: "utf8",
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("the owner CLI compiled into build/server", () => {
  it("is written beside the server, and neither imports a devDependency", () => {
    expect(dirname(cliEntry("build"))).toBe(dirname(serverEntry("build")));
    for (const entry of [cliEntry(buildDir), serverEntry(buildDir)]) {
      const imported = packagesImportedBy(entry);
      expect(imported.length, entry).toBeGreaterThan(0);
      for (const name of imported) {
        expect(Object.keys(pkg.dependencies), `${relative(tmp, entry)} imports ${name}`).toContain(
          name,
        );
      }
    }
    // tsx, gray-matter, marked, yaml and the like stay out of what the image runs.
    expect(packagesImportedBy(cliEntry(buildDir)).filter((p) => p in pkg.devDependencies)).toEqual(
      [],
    );
  });

  it("runs with plain node where only the dependencies are installed: help, list, backup and restore", {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(tmp, "data");
    const db = await openDb({ dataDir });
    const { app: site } = testApp(db);
    await postJson(site, "/api/contact", { ...validInquiry(), name: "Image Owner" });
    await db.close();

    const app = imageLikeCopy("app", packagesImportedBy(cliEntry(buildDir)));
    const help = runCompiled(app, ["help"], { DATA_DIR: dataDir });
    expect(help).toMatchObject({ code: 0, stderr: "" });
    expect(help.stdout).toMatch(/^Usage: npm run inquiries -- COMMAND/);
    expect(help.stdout).toContain("node build/server/inquiries.mjs COMMAND");

    const list = runCompiled(app, ["list"], { DATA_DIR: dataDir });
    expect(list).toMatchObject({ code: 0, stderr: "" });
    expect(list.stdout).toMatch(/Image Owner <priya@acme\.io>[\s\S]*1 inquiry\n$/);

    const file = join(tmp, "from-image.sqlite");
    expect(runCompiled(app, ["backup", file], { DATA_DIR: dataDir }).code).toBe(0);
    const restored = runCompiled(app, ["restore", file], { DATA_DIR: join(tmp, "restored") });
    expect(restored).toMatchObject({ code: 0, stderr: "" });
    expect(restored.stdout).toMatch(/: 1 inquiry, mail outbox 2 pending\./);
  });

  it("fails without those dependencies (so the check above is a real one)", () => {
    const bare = imageLikeCopy("bare", []);
    const r = runCompiled(bare, ["help"], { DATA_DIR: join(tmp, "unused") });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/ERR_MODULE_NOT_FOUND|Cannot find package/);
  });
});
