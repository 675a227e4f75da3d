// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ISLAND_RETRY_MS, islandCode } from "./island-code";

/** A loader whose answers the test decides: each call takes the next outcome. */
function scriptedLoader(outcomes: ("fail" | "ok")[]) {
  const load = vi.fn(async () => {
    if (outcomes.shift() === "ok") return "component";
    throw new TypeError("Failed to fetch dynamically imported module");
  });
  return load;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("islandCode", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("fetches nothing until the island is wanted", async () => {
    const load = scriptedLoader(["ok"]);
    const code = islandCode("form", load);
    const result = code.fetchCode();
    await settle();
    expect(load).not.toHaveBeenCalled();
    code.want();
    await expect(result).resolves.toBe("component");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("never rejects: a failed fetch is logged and tried again at the next approach", async () => {
    const load = scriptedLoader(["fail", "ok"]);
    const code = islandCode("form", load);
    let outcome: unknown = "pending";
    code.fetchCode().then(
      (value) => {
        outcome = value;
      },
      () => {
        outcome = "rejected";
      },
    );
    code.want();
    await settle();
    expect(outcome).toBe("pending");
    expect(console.error).toHaveBeenCalledWith(
      "The form code did not load; trying again.",
      expect.any(TypeError),
    );

    code.want();
    await settle();
    expect(outcome).toBe("component");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tries again by itself after a while, and when the browser comes back online", async () => {
    const load = scriptedLoader(["fail", "fail", "fail", "ok"]);
    const code = islandCode("carousel", load);
    const result = code.fetchCode();
    code.want();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(ISLAND_RETRY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event("online"));
    await settle();
    expect(load).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event("online"));
    await settle();
    await expect(result).resolves.toBe("component");
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("leaves no timer or listener behind once a retry has brought the code", async () => {
    const code = islandCode("form", scriptedLoader(["fail", "ok"]));
    const listening = vi.spyOn(window, "addEventListener");
    const leaving = vi.spyOn(window, "removeEventListener");
    const result = code.fetchCode();
    code.want();
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    code.want();
    await expect(result).resolves.toBe("component");
    expect(vi.getTimerCount()).toBe(0);
    const online = (spy: typeof listening) => spy.mock.calls.filter(([type]) => type === "online");
    expect(online(listening)).toHaveLength(1);
    expect(online(leaving)).toEqual(online(listening));
  });
});
