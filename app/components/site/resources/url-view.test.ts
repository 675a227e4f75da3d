import { describe, expect, it } from "vitest";
import { VIEW_PENDING_ATTR } from "~/lib/hydration";
import { pendingViewSource } from "./url-view";

/** Runs the inline script against a fake page opened at `search`. */
function open(search: string, keys = ["q", "category"]) {
  const attrs = new Map<string, string>();
  const timers: (() => void)[] = [];
  const errorListeners: ((e: { target: { src?: string } }) => void)[] = [];
  new Function("location", "document", "addEventListener", "setTimeout", pendingViewSource(keys))(
    { search },
    {
      documentElement: {
        setAttribute: (a: string, v: string) => attrs.set(a, v),
        removeAttribute: (a: string) => attrs.delete(a),
      },
    },
    (type: string, fn: (e: { target: { src?: string } }) => void) => {
      if (type === "error") errorListeners.push(fn);
    },
    (fn: () => void) => timers.push(fn),
  );
  return {
    pending: () => attrs.has(VIEW_PENDING_ATTR),
    keys: () => attrs.get(VIEW_PENDING_ATTR),
    fail: (target: { src?: string }) => {
      for (const fn of errorListeners) fn({ target });
    },
    timeout: () => {
      for (const fn of timers) fn();
    },
  };
}

describe("pendingViewSource", () => {
  it("marks the view pending only when the URL gives one of its keys a value", () => {
    expect(open("?category=devops").pending()).toBe(true);
    expect(open("?utm_source=mail&q=teams").pending()).toBe(true);
    expect(open("?q=").pending()).toBe(false);
    expect(open("").pending()).toBe(false);
    expect(open("?utm_source=mail").pending()).toBe(false);
    expect(open("?faq=1").pending()).toBe(false); // "q" must be the whole key
    expect(open("?page=2", ["page"]).pending()).toBe(true);
  });

  it("names the keys the URL gives, so a part that follows one key can stay visible for another", () => {
    expect(open("?category=devops").keys()).toBe("category");
    expect(open("?q=teams&utm_source=mail&category=devops").keys()).toBe("q category");
    expect(open("?q=&category=devops").keys()).toBe("category");
    expect(open("?utm_source=mail").keys()).toBeUndefined();
  });

  it("shows the view as prerendered when a script or image fails to load, or after its timeout", () => {
    const failed = open("?category=devops");
    failed.fail({}); // an error event from something that is not a resource: ignored
    expect(failed.pending()).toBe(true);
    failed.fail({ src: "/assets/boot-x.js" });
    expect(failed.pending()).toBe(false);
    const slow = open("?category=devops");
    slow.timeout();
    expect(slow.pending()).toBe(false);
  });

  it("takes plain query keys only (they go into a regular expression)", () => {
    expect(() => pendingViewSource(["q|.*"])).toThrow(/bad keys/);
  });
});
