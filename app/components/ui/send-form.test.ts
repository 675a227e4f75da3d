import { formCopy } from "@content/form-copy";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SendError, sendForm } from "./send-form";

const inquiry = {
  name: "Priya Shah",
  email: "priya@acme.io",
  company: "Acme Ltd",
  message: "We need a team of eight engineers.",
  idempotency_key: "3b241101-e2bb-4255-8caf-4136c566a962",
};

const answer = (status: number, body: string | null) =>
  vi.stubGlobal("fetch", async () => new Response(body, { status }));

describe("sendForm", () => {
  afterEach(() => vi.unstubAllGlobals());

  // The spec: "The response data is not read." Any 2xx means the server has the inquiry.
  it.each([
    [201, '{"id":"x"}'],
    [200, "{}"],
    [202, "accepted"],
    [204, null],
  ])("treats %i as sent, whatever its body", async (status, body) => {
    answer(status, body);
    await expect(sendForm("/api/contact", inquiry)).resolves.toMatchObject({ status });
  });

  it("posts JSON and asks for JSON", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    await sendForm("/api/contact", inquiry);
    expect(fetch).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(inquiry),
    });
  });

  it("throws the server's message and field errors for a refusal", async () => {
    answer(422, '{"error":"Please check the highlighted fields.","fields":{"name":"Too short"}}');
    const err = await sendForm("/api/contact", inquiry).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SendError);
    expect(err).toMatchObject({
      status: 422,
      message: "Please check the highlighted fields.",
      fields: { name: "Too short" },
    });
  });

  it("falls back to the spec's message when a failure says nothing readable", async () => {
    answer(500, "oops");
    const err = await sendForm("/api/contact", inquiry).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, message: formCopy.failed, fields: {}, answer: null });
  });

  it("says the server could not be reached when the request never left (no network)", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(sendForm("/api/contact", inquiry)).rejects.toThrow(formCopy.offline);
  });
});
