import { createHash } from "node:crypto";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUT_OFF, readBoundedBody, readNodeBody, readWebBody, TOO_LARGE } from "./bounded-body";

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** A stream that delivers `parts` one at a time, each on a later turn of the event loop. */
function trickle(parts: (Buffer | string)[], end = true) {
  const stream = new PassThrough();
  (async () => {
    for (const part of parts) {
      await new Promise((r) => setImmediate(r));
      stream.write(part);
    }
    if (end) stream.end();
    else stream.destroy();
  })();
  return stream;
}

describe("readNodeBody", () => {
  it("keeps every byte of a body sent in many chunks, a character split across two", async () => {
    const text = `{"message":"${"த".repeat(3000)} done"}`;
    const bytes = Buffer.from(text);
    // 7-byte slices cut the 3-byte characters at every possible offset.
    const parts = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
      bytes.subarray(i * 7, i * 7 + 7),
    );
    const result = await readNodeBody(trickle(parts), bytes.length);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(sha(result.bytes)).toBe(sha(bytes));
    expect(result.bytes.toString("utf8")).toBe(text);
  });

  it("takes exactly `limit` bytes and refuses one more", async () => {
    const exact = await readNodeBody(trickle(["abc", "def"]), 6);
    expect(exact).toEqual({ ok: true, bytes: Buffer.from("abcdef") });
    const over = await readNodeBody(trickle(["abc", "defg"]), 6);
    expect(over).toEqual({ ok: false, status: 413, error: TOO_LARGE });
  });

  it("stops reading once over the limit (the rest is left for the server to drain)", async () => {
    const stream = trickle(["x".repeat(10), "y".repeat(10), "z".repeat(10)]);
    const result = await readNodeBody(stream, 15);
    expect(result.ok).toBe(false);
    expect(stream.listenerCount("data")).toBe(0);
    expect(stream.isPaused()).toBe(true);
  });

  it("answers 400 for a body that is cut off, and an empty body is zero bytes", async () => {
    expect(await readNodeBody(trickle(['{"a":'], false), 100)).toEqual({
      ok: false,
      status: 400,
      error: CUT_OFF,
    });
    expect(await readNodeBody(trickle([]), 100)).toEqual({ ok: true, bytes: Buffer.alloc(0) });
  });
});

describe("readWebBody (app.request and other runtimes)", () => {
  const web = (parts: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
        controller.close();
      },
    });
  it("joins chunks, refuses past the limit and takes a missing body as empty", async () => {
    expect(await readWebBody(web(["ab", "cd"]), 4)).toEqual({
      ok: true,
      bytes: Buffer.from("abcd"),
    });
    expect((await readWebBody(web(["ab", "cde"]), 4)).ok).toBe(false);
    expect(await readWebBody(null, 4)).toEqual({ ok: true, bytes: Buffer.alloc(0) });
  });
});

describe("readBoundedBody on a real @hono/node-server", () => {
  let server: ServerType;
  let port: number;
  /**
   * Whether each request's body went without a web Request: @hono/node-server builds one (and
   * its ReadableStream) only when something asks for it, and keeps it under a symbol.
   */
  const webRequestBuilt: boolean[] = [];
  beforeAll(async () => {
    const app = new Hono<{ Bindings: { incoming?: unknown } }>().post("/echo", async (c) => {
      const body = await readBoundedBody(c, 1024);
      webRequestBuilt.push(
        Object.getOwnPropertySymbols(c.req.raw).some((s) => s.description === "requestCache"),
      );
      if (!body.ok) return c.json({ error: body.error }, body.status);
      return c.json({ sha: sha(body.bytes), length: body.bytes.length });
    });
    server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps its connection alive; close() alone would wait for it to time out.
        if ("closeAllConnections" in server) server.closeAllConnections();
      }),
  );

  /** POSTs `parts` with chunked encoding (no Content-Length), a pause between parts. */
  function postChunked(parts: Buffer[]): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = request({ port, host: "127.0.0.1", method: "POST", path: "/echo" }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on("error", reject);
      (async () => {
        for (const part of parts) {
          if (req.destroyed) return;
          req.write(part);
          await new Promise((r) => setTimeout(r, 5));
        }
        req.end();
      })();
    });
  }

  it("reads a multi-chunk body from Node's stream, byte for byte", async () => {
    const parts = Array.from({ length: 8 }, (_, i) => Buffer.from(`${i}:${"é".repeat(40)};`));
    const all = Buffer.concat(parts);
    const res = await postChunked(parts);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ sha: sha(all), length: all.length });
    expect(webRequestBuilt.at(-1)).toBe(false);
  });

  it("answers 413 to an oversize body sent without Content-Length, while it streams", async () => {
    // 64 chunks of 100 bytes, over a 1,024-byte limit: the answer comes before the last chunk.
    const parts = Array.from({ length: 64 }, () => Buffer.alloc(100, "x"));
    const res = await postChunked(parts);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: TOO_LARGE });
  });

  it("answers 413 from Content-Length alone, before any byte is read", async () => {
    const res = await fetch(`http://127.0.0.1:${port}/echo`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: new Uint8Array(2048),
    });
    expect(res.status).toBe(413);
  });

  it("falls back to the web stream when there is no Node request (app.request)", async () => {
    const app = new Hono().post("/echo", async (c) => {
      const body = await readBoundedBody(c, 8);
      return body.ok ? c.text(body.bytes.toString()) : c.text(body.error, body.status);
    });
    const ok = await app.request("/echo", { method: "POST", body: "12345678" });
    expect(await ok.text()).toBe("12345678");
    const over = await app.request("/echo", { method: "POST", body: "123456789" });
    expect(over.status).toBe(413);
  });
});
