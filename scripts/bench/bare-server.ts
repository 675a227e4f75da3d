// The floor for bench:api: Hono on Node parsing JSON and answering 201, storing nothing.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono()
  .get("/api/health", (c) => c.json({ ok: true }))
  .post("/api/contact", async (c) => c.json({ id: (await c.req.json()).idempotency_key }, 201))
  // A sink for the view beacons of bench:api's control run: read, answered, nothing counted.
  .post("/api/views", async (c) => {
    await c.req.text();
    return c.body(null, 204);
  });
serve({ fetch: app.fetch, port: Number(process.argv[2]), hostname: "127.0.0.1" });
