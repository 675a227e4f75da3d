import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { log } from "../log";
import { postJson, testApp, validInquiry } from "../test-support/app";
import { captureLog } from "../test-support/log";
import { createStore, type TestStore } from "../test-support/stores";
import { requestId, requestLog } from "./request-log";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function app() {
  const { logger, lines } = captureLog();
  const hono = new Hono();
  hono.use(requestId());
  hono.use(requestLog(logger));
  hono.post("/api/contact", (c) => c.json({ ok: true }, 201));
  return { hono, lines };
}

describe("request id and request line", () => {
  it("keeps nginx's id, sends it back and logs it with method, path, status and time", async () => {
    const { hono, lines } = app();
    const res = await hono.request("/api/contact?token=abc123secret", {
      method: "POST",
      headers: { "x-request-id": "6d90dbf5404e6f5ddaf12caff59af3ea" },
    });
    expect(res.headers.get("x-request-id")).toBe("6d90dbf5404e6f5ddaf12caff59af3ea");
    expect(lines).toEqual([
      {
        level: "info",
        time: expect.any(String),
        request_id: "6d90dbf5404e6f5ddaf12caff59af3ea",
        method: "POST",
        path: "/api/contact",
        status: 201,
        ms: expect.any(Number),
        msg: "request",
      },
    ]);
  });

  it.each([
    ["none", undefined],
    ["too long", "a".repeat(65)],
    ["unsafe characters", "abc def"],
    ["markup", "<script>"],
  ])("makes a UUID when the given id is %s", async (_, given) => {
    const { hono, lines } = app();
    const res = await hono.request("/api/contact", {
      method: "POST",
      headers: given === undefined ? {} : { "x-request-id": given },
    });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    expect(lines[0]?.request_id).toBe(id);
  });
});

describe("the request id on a page's answer", () => {
  it("is logged (nginx's, when it gave a safe one) but not sent back: pages keep their first round trip", async () => {
    const { hono, lines } = app();
    hono.get("/about", (c) => c.html("<h1>About</h1>"));
    const res = await hono.request("/about", { headers: { "x-request-id": "nginx0a1b" } });
    expect(res.headers.get("x-request-id")).toBeNull();
    expect(lines[0]).toMatchObject({ request_id: "nginx0a1b", path: "/about", status: 200 });
    const unsafe = await hono.request("/about", { headers: { "x-request-id": "a b" } });
    expect(unsafe.headers.get("x-request-id")).toBeNull();
    expect(lines[1]?.request_id).toMatch(UUID);
  });
});

describe("a line logged while handling a request", () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await createStore("sqlite");
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await store.cleanup();
  });

  it("carries the request's id, and the error's name and message only", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const broken = await store.open();
    const { app: downApp } = testApp(broken);
    await broken.close();
    const res = await postJson(downApp, "/api/contact?token=abc123secret", validInquiry(), {
      "x-request-id": "nginx42",
    });
    expect(res.status).toBe(503);
    expect(error).toHaveBeenCalledWith(
      {
        request_id: "nginx42",
        method: "POST",
        path: "/api/contact",
        err: { name: expect.any(String), message: expect.any(String) },
      },
      "storage error",
    );
  });
});
