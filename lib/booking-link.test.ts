import { describe, expect, it } from "vitest";
import { bookingLink, embedLink, embedOrigins } from "./booking-link";

const CAL = "https://cal.com/h2consulting/discovery-call";
const CALENDLY = "https://calendly.com/h2consulting/discovery-call";
const prefill = {
  name: "Ada Lovelace",
  email: "ada@analytical.io",
  inquiry: "0b8a4c1e-9f51-4a4e-8d89-2f0e5e1f7a10",
  channel: "linkedin",
};

describe("bookingLink", () => {
  it("fills in Cal.com's prefill and metadata, which its webhooks hand back", () => {
    const url = new URL(bookingLink(CAL, "cal", prefill));
    expect(`${url.origin}${url.pathname}`).toBe(CAL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Ada Lovelace",
      email: "ada@analytical.io",
      "metadata[inquiry]": prefill.inquiry,
      "metadata[channel]": "linkedin",
    });
  });

  it("uses Calendly's names: the channel and the inquiry ride as its UTM tracking", () => {
    const url = new URL(bookingLink(CALENDLY, "calendly", prefill));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: "Ada Lovelace",
      email: "ada@analytical.io",
      utm_source: "linkedin",
      utm_content: prefill.inquiry,
    });
  });

  it("adds to what the link already says, and leaves out what is not known", () => {
    const named = bookingLink(`${CAL}?month=2026-12`, "cal", { name: "Ada", email: " " });
    const channelled = new URL(bookingLink(named, "cal", { channel: "google" }));
    expect(Object.fromEntries(channelled.searchParams)).toEqual({
      month: "2026-12",
      name: "Ada",
      "metadata[channel]": "google",
    });
  });

  it("encodes what a visitor typed, and cuts it short", () => {
    const url = new URL(bookingLink(CAL, "cal", { name: `Zoë & "Co" <x>${"a".repeat(500)}` }));
    expect(url.search).not.toMatch(/[<>" ]/);
    expect(url.searchParams.get("name")).toHaveLength(200);
    expect(url.searchParams.get("name")).toMatch(/^Zoë & "Co" <x>a+$/);
  });

  it("leaves an address it cannot read as it is", () => {
    expect(bookingLink("not a url", "cal", prefill)).toBe("not a url");
  });
});

describe("embedLink and embedOrigins", () => {
  it("frames Cal.com's embed route of the same event, with the same prefill", () => {
    const url = new URL(embedLink(bookingLink(CAL, "cal", prefill), "cal", "www.h2.example")!);
    expect(url.pathname).toBe("/h2consulting/discovery-call/embed");
    expect(url.searchParams.get("embedType")).toBe("modal");
    expect(url.searchParams.get("email")).toBe(prefill.email);
    expect(url.searchParams.get("metadata[inquiry]")).toBe(prefill.inquiry);
  });

  it("tells Calendly the page it is embedded in", () => {
    const url = new URL(embedLink(CALENDLY, "calendly", "www.h2.example")!);
    expect(url.pathname).toBe("/h2consulting/discovery-call");
    expect(url.searchParams.get("embed_domain")).toBe("www.h2.example");
  });

  it("frames nothing without a scheduler or for an address that is not a page", () => {
    expect(embedLink(CAL, "none", "x")).toBeUndefined();
    expect(embedLink("javascript:alert(1)", "cal", "x")).toBeUndefined();
    expect(embedLink("nope", "cal", "x")).toBeUndefined();
  });

  it("allows the frame from the scheduler's origins only", () => {
    expect(embedOrigins(CAL, "cal")).toEqual(["https://cal.com", "https://app.cal.com"]);
    expect(embedOrigins("https://book.h2.example/discovery", "cal")).toEqual([
      "https://book.h2.example",
    ]);
    expect(embedOrigins(CALENDLY, "calendly")).toEqual(["https://calendly.com"]);
    expect(embedOrigins(CAL, "none")).toEqual([]);
  });
});
