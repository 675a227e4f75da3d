import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildDir } from "../scripts/build";
import { buildServer, serverEntry } from "../scripts/build-server";
import { exited, type ServerProcess, startServerProcess } from "./test-support/process";
import { waitUntil } from "./test-support/smtp";
import { createStore, type TestStore } from "./test-support/stores";

/** A visitor nobody else is: each value must be findable if it were ever written. */
const visitor = {
  name: "Zebedee Quixfarnsworth",
  email: "zebedee.quix@visitor-logtest.io",
  phone: "+44 20 7946 0817",
  company: "Quixfarnsworth Widgets",
  message: "Distinctive message text: marmalade otter harbour forty-two.",
  address: "203.0.113.77",
  userAgent: "LogPrivacyBrowser/9.3 (quixotic)",
  token: "QueryTokenXyzzy0123456789",
};
const query = `?token=${visitor.token}`;

/**
 * The server production runs (compiled), with request lines on, behind a trusted proxy:
 * after an inquiry (JSON and a form post without script), a sign-up, an unsubscribe link and
 * a CSP report, every line it wrote is JSON and none holds what the visitor sent or who they are.
 */
describe("server output holds no visitor data", () => {
  let store: TestStore;
  let server: ServerProcess;
  let output = "";

  beforeAll(async () => {
    await buildServer(buildDir);
    store = await createStore("sqlite");
    server = await startServerProcess(
      {
        DATA_DIR: store.dataDir,
        MAIL_TRANSPORT: "files",
        TRUST_PROXY: "true",
        LOG_REQUESTS: "true",
        LOG_LEVEL: "debug",
        SITE_ORIGIN: "http://localhost",
      },
      serverEntry(buildDir),
    );
  }, 60_000);
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill("SIGTERM");
      await exited(server.child);
    }
    await store?.cleanup();
  });

  const headers = (extra: Record<string, string> = {}) => ({
    "x-forwarded-for": `${visitor.address}, 10.0.0.1`,
    "user-agent": visitor.userAgent,
    origin: "http://localhost",
    ...extra,
  });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it("every line parses as JSON, carries a level and time, and none names the visitor", async () => {
    const answers: Response[] = [];
    const send = async (path: string, init: RequestInit) => {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
      await res.arrayBuffer();
      answers.push(res);
      return res;
    };
    const inquiry = await send(`/api/contact${query}`, {
      method: "POST",
      headers: headers({ "content-type": "application/json", "x-request-id": "nginx0a1b2c3d" }),
      body: JSON.stringify({
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        company: visitor.company,
        message: visitor.message,
        marketing_consent: true,
        idempotency_key: crypto.randomUUID(),
        website: "",
        elapsed_ms: 8000,
        source: "/contact",
      }),
    });
    expect(inquiry.status).toBe(201);
    expect(inquiry.headers.get("x-request-id")).toBe("nginx0a1b2c3d");

    const posted = await send(`/api/contact${query}`, {
      method: "POST",
      headers: headers({
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
        // Not an id to pass on: a new one is made.
        "x-request-id": "bad id; <script>",
      }),
      body: form({
        name: visitor.name,
        email: `form.${visitor.email}`,
        phone: visitor.phone,
        company: visitor.company,
        message: `${visitor.message} (sent without script)`,
        website: "",
        source: "/contact",
      }),
    });
    // The thank-you page, drawn with the visitor's name in its booking link: not in a log line.
    expect(posted.status).toBe(200);
    const madeId = posted.headers.get("x-request-id");
    expect(madeId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const signup = await send(`/api/newsletter${query}`, {
      method: "POST",
      headers: headers({ "content-type": "application/json" }),
      body: JSON.stringify({ email: `news.${visitor.email}` }),
    });
    expect(signup.status).toBe(201);
    const signupForm = await send(`/api/newsletter${query}`, {
      method: "POST",
      headers: headers({
        "content-type": "application/x-www-form-urlencoded",
        accept: "text/html",
      }),
      body: form({ email: `newsform.${visitor.email}` }),
    });
    expect(signupForm.status).toBe(303);

    const db = await store.open();
    const { token } = await db.kysely
      .selectFrom("newsletter_subscribers")
      .select("token")
      .where("email", "=", `news.${visitor.email}`)
      .executeTakeFirstOrThrow();
    await db.close();
    const unsubscribe = `/api/newsletter/unsubscribe?token=${token}`;
    expect((await send(unsubscribe, { headers: headers() })).status).toBe(200);
    expect((await send(unsubscribe, { method: "POST", headers: headers() })).status).toBe(200);

    const report = await send(`/api/csp-report${query}`, {
      method: "POST",
      headers: headers({ "content-type": "application/csp-report" }),
      body: JSON.stringify({
        "csp-report": {
          "document-uri": `http://localhost/contact${query}`,
          "violated-directive": "script-src-elem",
          "blocked-uri": `https://evil.example/${visitor.email}`,
        },
      }),
    });
    expect(report.status).toBe(204);
    expect((await send(`/api/nowhere${query}`, { headers: headers() })).status).toBe(404);

    // The mail is written (as .eml files) before the process stops, so its lines are in too.
    await waitUntil(() => server.output().includes('"msg":"request"'), 5000);
    await new Promise((r) => setTimeout(r, 1500));
    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
    output = server.output();

    const lines = output.split("\n").filter((l) => l !== "");
    const parsed = lines.map((line) => {
      let value: Record<string, unknown> | undefined;
      expect(() => (value = JSON.parse(line)), line).not.toThrow();
      return value!;
    });
    for (const line of parsed) {
      expect(line).toMatchObject({ level: expect.any(String), time: expect.any(String) });
      expect(Number.isNaN(Date.parse(line.time as string))).toBe(false);
    }

    // One request line for each request (the start-up's health polls have theirs too), with
    // its id and path, never its query string.
    const ids = answers.map((a) => a.headers.get("x-request-id"));
    const requests = parsed.filter(
      (l) => l.msg === "request" && ids.includes(l.request_id as string),
    );
    expect(requests.map((r) => r.request_id)).toEqual(ids);
    expect(requests[0]).toMatchObject({
      level: "info",
      request_id: "nginx0a1b2c3d",
      method: "POST",
      path: "/api/contact",
      status: 201,
      ms: expect.any(Number),
    });
    expect(requests[1]).toMatchObject({ request_id: madeId, path: "/api/contact", status: 200 });
    // The CSP report is logged by the directive it names, with its request's id.
    expect(parsed.find((l) => l.msg === "csp violation")).toMatchObject({
      level: "warn",
      request_id: answers[6]!.headers.get("x-request-id"),
      directives: ["script-src-elem"],
    });

    const forbidden = [
      visitor.name,
      "Zebedee",
      "Quixfarnsworth",
      visitor.email,
      "visitor-logtest",
      visitor.phone,
      "7946",
      "marmalade",
      visitor.address,
      "203.0.113",
      visitor.userAgent,
      "LogPrivacyBrowser",
      visitor.token,
      token,
      "token=",
    ];
    for (const needle of forbidden) expect(output, needle).not.toContain(needle);
    expect(output).not.toMatch(/\?\w+=/);
  }, 60_000);
});
