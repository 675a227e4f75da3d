import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  graphProblems,
  type HouseRules,
  type ImportGraph,
  packageScriptEntries,
  readImportGraph,
} from "./import-graph";

const root = join(import.meta.dirname, "..");
const ROOMS = ["app", "lib", "content", "server", "scripts", "tests"] as const;

/**
 * Files started by name, not imported: Astro's routes and content config, the island directive
 * (scripts/island-directives.ts), the server (built and spawned), the commands of package.json,
 * the processes the API benchmark spawns, a dev aid, the browser suites' global set-up (their
 * Vitest configs), tests, type declarations and the configs at the root.
 */
const ENTRIES = new Set([
  "app/content.config.ts",
  "app/islands/touch.ts",
  "server/index.ts",
  "scripts/bench/bare-server.ts",
  "scripts/bench/view-load.ts",
  "scripts/screenshot.ts",
  "tests/e2e/global-setup.ts",
  "tests/engines/global-setup.ts",
  ...packageScriptEntries(root),
]);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

const houseRules: HouseRules = {
  // lib/ is pure code the browser, the server and the build share; content/ is data and its
  // schemas, read by pages and the build.
  forbidden: { lib: ["content", "app", "server"], content: ["app"] },
  serverShared: [
    "attribution",
    "db",
    "http",
    "mail",
    "metrics",
    "outbox",
    "rate-limit",
    "shared",
    "webhook",
  ],
  // app.ts and index.ts build and serve the whole; the owner's report reads every feature.
  serverComposers: ["", "report", "test-support"],
  isEntry: (file) =>
    ENTRIES.has(file) ||
    isTest(file) ||
    file.startsWith("app/pages/") ||
    file.endsWith(".d.ts") ||
    !file.includes("/"),
  singleEntry: ["app/components/site/art"],
  // Tests may reach across rooms to check that two agree (the editor's limits and the page's,
  // one feature's effect seen from another's side); what ships keeps to the arrows.
  crossesRooms: isTest,
};

describe("the import graph", () => {
  const { graph, unresolved, twoNames } = readImportGraph(root, ROOMS);

  it("resolves every import of ours to a file", () => {
    // A test may import a package's file by path (the editor's build limits read Keystatic's).
    expect(unresolved.filter((u) => !u.includes("node_modules/"))).toEqual([]);
    expect(graph.size).toBeGreaterThan(300);
  });

  it("names each module one way within a file", () => {
    expect(twoNames).toEqual([]);
  });

  it("has no circle, arrows only the way the rooms allow, and nothing imported by nothing", () => {
    expect(graphProblems(graph, houseRules)).toEqual([]);
  });
});

describe("the import rules catch a planted violation", () => {
  const g = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));
  const rules: HouseRules = {
    ...houseRules,
    isEntry: (f) => f.startsWith("app/pages/"),
    crossesRooms: () => false,
  };

  it("an import circle", () => {
    const problems = graphProblems(
      g({
        "app/pages/index.astro": ["app/components/a.tsx"],
        "app/components/a.tsx": ["app/components/b.tsx"],
        "app/components/b.tsx": ["app/components/a.tsx"],
      }),
      rules,
    );
    expect(problems).toEqual(["import circle: app/components/a.tsx ⇄ app/components/b.tsx"]);
  });

  it("lib/ reaching into content/, app/ or server/; content/ into app/", () => {
    const problems = graphProblems(
      g({
        "app/pages/index.astro": ["lib/site.ts", "content/icons.ts"],
        "lib/site.ts": ["content/site.json", "app/markup/cn.ts", "server/env.ts"],
        "content/icons.ts": ["app/components/icon.tsx"],
        "content/site.json": [],
        "app/markup/cn.ts": [],
        "server/env.ts": [],
        "app/components/icon.tsx": [],
      }),
      rules,
    );
    expect(problems).toEqual([
      "lib/ imports content/: lib/site.ts → content/site.json",
      "lib/ imports app/: lib/site.ts → app/markup/cn.ts",
      "lib/ imports server/: lib/site.ts → server/env.ts",
      "content/ imports app/: content/icons.ts → app/components/icon.tsx",
    ]);
  });

  it("one server feature borrowing from another, or a shared module from a feature", () => {
    const problems = graphProblems(
      g({
        "app/pages/index.astro": ["server/app.ts"],
        "server/app.ts": ["server/contact/routes.ts", "server/report/inquiries.ts"],
        "server/contact/routes.ts": ["server/newsletter/links.ts", "server/shared/week.ts"],
        "server/report/inquiries.ts": ["server/views/repository.ts"],
        "server/mail/templates.ts": ["server/contact/spam.ts"],
        "server/newsletter/links.ts": ["server/mail/templates.ts"],
        "server/views/repository.ts": [],
        "server/contact/spam.ts": [],
        "server/shared/week.ts": [],
      }),
      rules,
    );
    expect(problems).toEqual([
      "server/contact imports the feature server/newsletter: server/contact/routes.ts → server/newsletter/links.ts",
      "server/mail imports the feature server/contact: server/mail/templates.ts → server/contact/spam.ts",
    ]);
  });

  it("art taken from inside its room instead of its index", () => {
    const problems = graphProblems(
      g({
        "app/pages/index.astro": [
          "app/components/site/art/index.ts",
          "app/components/site/art/sector-art.tsx",
        ],
        "app/components/site/art/index.ts": ["app/components/site/art/sector-art.tsx"],
        "app/components/site/art/sector-art.tsx": [],
      }),
      rules,
    );
    expect(problems).toEqual([
      "app/components/site/art/ is entered through its index only: app/pages/index.astro → app/components/site/art/sector-art.tsx",
    ]);
  });

  it("a module imported by nothing", () => {
    const problems = graphProblems(
      g({ "app/pages/index.astro": [], "app/browser/notify.ts": [] }),
      rules,
    );
    expect(problems).toEqual(["imported by nothing: app/browser/notify.ts"]);
  });

  describe("read from files on disk", () => {
    const dir = mkdtempSync(join(tmpdir(), "import-graph-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    };

    it("resolves aliases, relative paths, index modules, JSON and .astro scripts", () => {
      write(
        "app/pages/index.astro",
        '---\nimport { Art } from "~/art";\n---\n<p/>\n<script>import "@lib/site";</script>\n',
      );
      write("app/art/index.ts", 'export { Art } from "./art";\n');
      write(
        "app/art/art.tsx",
        'import type { X } from "../../content/x";\nexport const Art = 1;\n',
      );
      write(
        "content/x.ts",
        'import site from "@content/site.json";\nexport type X = typeof site;\n',
      );
      write("content/site.json", "{}");
      write("scripts/cli.ts", 'import "@lib/site";\nimport "../lib/site";\n');
      write(
        "lib/site.ts",
        'import facts from "../content/site.json";\nimport "./gone";\nexport default facts;\n',
      );
      const { graph, unresolved, twoNames } = readImportGraph(dir, [
        "app",
        "lib",
        "content",
        "scripts",
      ]);
      expect(Object.fromEntries(graph)).toEqual({
        "app/pages/index.astro": ["app/art/index.ts", "lib/site.ts"],
        "app/art/index.ts": ["app/art/art.tsx"],
        "app/art/art.tsx": ["content/x.ts"],
        "content/x.ts": ["content/site.json"],
        "lib/site.ts": ["content/site.json"],
        "scripts/cli.ts": ["lib/site.ts"],
      });
      expect(twoNames).toEqual(["scripts/cli.ts: @lib/site, ../lib/site"]);
      expect(unresolved).toEqual(["lib/site.ts → ./gone"]);
      expect(
        graphProblems(graph, {
          ...rules,
          isEntry: (f) => f.startsWith("app/pages/") || f.startsWith("scripts/"),
        }),
      ).toEqual(["lib/ imports content/: lib/site.ts → content/site.json"]);
    });
  });
});
