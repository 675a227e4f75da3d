// @vitest-environment jsdom
import { z } from "@lib/zod";
import { afterEach, describe, expect, it, vi } from "vitest";
import { warmUp } from "./form-script";

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

/** An IntersectionObserver the test drives: `show()` reports the observed forms in view. */
function fakeObserver() {
  const watched: Element[] = [];
  let report: IntersectionObserverCallback = () => {};
  class Fake {
    constructor(cb: IntersectionObserverCallback) {
      report = cb;
    }
    observe(el: Element) {
      watched.push(el);
    }
    disconnect() {
      watched.length = 0;
    }
  }
  vi.stubGlobal("IntersectionObserver", Fake);
  return {
    watched,
    show: () =>
      report(
        watched.map((target) => ({ target, isIntersecting: true })) as IntersectionObserverEntry[],
        {} as IntersectionObserver,
      ),
  };
}

describe("warmUp", () => {
  it("runs the schema once, while idle, only when a form comes near the viewport", () => {
    const io = fakeObserver();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (cb: IdleRequestCallback) => idle.push(cb));
    const check = vi.fn(() => true);
    const schema = z.unknown().check(z.refine(check));
    document.body.innerHTML = "<form></form>";
    warmUp(schema, [document.querySelector("form")!]);
    expect(io.watched).toHaveLength(1);
    expect(idle).toHaveLength(0); // nothing at load: the form is far down
    io.show();
    expect(io.watched).toHaveLength(0); // once is enough
    expect(check).not.toHaveBeenCalled(); // not in the observer's callback: when idle
    expect(idle).toHaveLength(1);
    idle[0]!({} as IdleDeadline);
    expect(check).toHaveBeenCalledOnce();
  });

  it("does nothing on a page without the form", () => {
    const io = fakeObserver();
    warmUp(z.string(), []);
    expect(io.watched).toHaveLength(0);
  });
});
