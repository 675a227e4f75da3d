import { afterEach, describe, expect, it, vi } from "vitest";
import { InquiryError, submitInquiry } from "./submit-inquiry";

const inquiry = {
  name: "Priya Shah",
  email: "priya@acme.io",
  company: "Acme Ltd",
  message: "We need a team of eight engineers.",
  idempotency_key: "3b241101-e2bb-4255-8caf-4136c566a962",
};

const answer = (status: number, body: string | null) =>
  vi.stubGlobal("fetch", async () => new Response(body, { status }));

describe("submitInquiry", () => {
  afterEach(() => vi.unstubAllGlobals());

  // The spec: "The response data is not read." Any 2xx means the server has the inquiry.
  it.each([
    [201, '{"id":"x"}'],
    [200, "{}"],
    [202, "accepted"],
    [204, null],
  ])("treats %i as sent, whatever its body", async (status, body) => {
    answer(status, body);
    await expect(submitInquiry(inquiry)).resolves.toBeUndefined();
  });

  it("throws the server's message and field errors for a refusal", async () => {
    answer(422, '{"error":"Please check the highlighted fields.","fields":{"name":"Too short"}}');
    const err = await submitInquiry(inquiry).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InquiryError);
    expect(err).toMatchObject({
      message: "Please check the highlighted fields.",
      fields: { name: "Too short" },
    });
  });

  it("falls back to the spec's message when a failure says nothing readable", async () => {
    answer(500, "oops");
    await expect(submitInquiry(inquiry)).rejects.toThrow("Something went wrong. Please try again.");
  });

  it("says the server could not be reached when the request never left (no network)", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(submitInquiry(inquiry)).rejects.toThrow(
      "We couldn't reach our server. Check your connection and try again.",
    );
  });
});
