import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validInquiry } from "../test-support/app";
import { exited, type ServerProcess, startServerProcess } from "../test-support/process";
import { createStore, type TestStore } from "../test-support/stores";

/** Resolves with the time the server took to close the connection (bounded by `limitMs`). */
function closedWithin(socket: Socket, limitMs: number): Promise<{ ms: number; data: string }> {
  const started = Date.now();
  let data = "";
  socket.on("data", (d) => (data += d));
  // Cut off while still writing, the client may see a reset rather than a clean end: that is
  // the close this waits for ("close" follows), not an error of the test run.
  socket.on("error", () => {});
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`connection still open after ${limitMs} ms`));
    }, limitMs);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ ms: Date.now() - started, data });
    });
  });
}

describe("slow clients are cut off without blocking others", () => {
  let store: TestStore;
  let server: ServerProcess;
  beforeAll(async () => {
    store = await createStore("sqlite");
    server = await startServerProcess({
      DATA_DIR: store.dataDir,
      HEADERS_TIMEOUT_MS: "1000",
      REQUEST_TIMEOUT_MS: "2000",
    });
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await exited(server.child);
    await store.cleanup();
  });

  const port = () => Number(new URL(server.url).port);

  it("drops a client that never finishes its headers, and one that trickles its body", async () => {
    const slowHeaders = connect(port(), "127.0.0.1");
    slowHeaders.write("POST /api/contact HTTP/1.1\r\nHost: localhost\r\n");
    const headersClosed = closedWithin(slowHeaders, 8000);

    const slowBody = connect(port(), "127.0.0.1");
    slowBody.write(
      "POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{",
    );
    const trickle = setInterval(() => slowBody.writable && slowBody.write(" "), 300);
    const bodyClosed = closedWithin(slowBody, 8000);

    // Meanwhile a normal visitor is served at once.
    const started = Date.now();
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validInquiry()),
    });
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1500);

    const h = await headersClosed;
    const b = await bodyClosed;
    clearInterval(trickle);
    expect(h.ms).toBeLessThan(4000);
    expect(b.ms).toBeLessThan(6000);
    expect(h.data + b.data).toMatch(/408|^$/);
  });

  it("refuses an oversized body with 413 without reading it all", async () => {
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...validInquiry(), message: "x".repeat(2_000_000) }),
    });
    expect(res.status).toBe(413);
  });
});
