import { site } from "@content/site";
import { embedLink } from "@lib/booking-link";
import { describe, expect, it } from "vitest";
import { fileVisitors, until } from "./support/engines";
import { ENGINES } from "./support/visitor";

// The pages' policy names the scheduler's frame by host (server/http/security-headers.ts): each
// engine must read it so, letting the scheduler's pages be framed and nothing else.

const visitor = fileVisitors();
const FRAMES = [
  embedLink(site.schedulingUrl, site.schedulerKind, "localhost")!,
  "https://app.cal.com/h2consulting/discovery-call/embed",
  "https://elsewhere.example/embed",
];

describe.each(ENGINES)("%s", (engine) => {
  it("the page's policy lets the scheduler's pages be framed, and no other site", async () => {
    const v = await visitor(engine, "script");
    await v.open("/", 1280);
    await v.read(`(() => {
      window.__refused = [];
      document.addEventListener("securitypolicyviolation", (e) => {
        if (e.violatedDirective.startsWith("frame-src")) window.__refused.push(e.blockedURI);
      });
      for (const src of ${JSON.stringify(FRAMES)}) {
        const frame = document.createElement("iframe");
        frame.src = src;
        document.body.append(frame);
      }
      return true;
    })()`);
    await until(() => v.read<boolean>("window.__refused.length > 0"), "the other site refused");
    // A moment more for a refusal of the scheduler's own frames, were there one.
    await new Promise((r) => setTimeout(r, 1500));
    const refused = await v.read<string[]>("window.__refused");
    expect(refused.map((u) => new URL(u).host)).toEqual(["elsewhere.example"]);
  });
});
