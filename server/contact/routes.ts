import { randomUUID } from "node:crypto";
import { contactRequestSchema, fieldErrors } from "@lib/contact-schema";
import { Hono } from "hono";
import { readJsonBody } from "../http/json-body";

const BODY_LIMIT = 16 * 1024;

export function contactRoutes() {
  const app = new Hono();
  app.post("/", async (c) => {
    const body = await readJsonBody(c, BODY_LIMIT);
    if (!body.ok) return c.json({ error: body.error }, body.status);
    const parsed = contactRequestSchema.safeParse(body.value);
    if (!parsed.success) {
      return c.json(
        { error: "Please check the highlighted fields.", fields: fieldErrors(parsed.error) },
        422,
      );
    }
    return c.json({ id: randomUUID() }, 201);
  });
  return app;
}
