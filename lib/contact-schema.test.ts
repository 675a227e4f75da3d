import { describe, expect, it } from "vitest";
import { contactLimits, contactRequestSchema, contactSchema, fieldErrors } from "./contact-schema";
import { isBlockedEmailHost, site } from "./site";

const valid = {
  name: "Priya Shah",
  email: "priya@acme.io",
  phone: "+44 20 7946 0958",
  company: "Acme Ltd",
  message: "We need a team of eight engineers for a payments platform.",
  marketing_consent: true,
};

const errorsFor = (input: unknown) => {
  const r = contactSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe("contact schema", () => {
  it("accepts a complete inquiry and trims it", () => {
    const r = contactSchema.parse({ ...valid, name: "  Priya Shah  " });
    expect(r.name).toBe("Priya Shah");
  });

  it("accepts an inquiry without phone or consent", () => {
    const { phone: _p, marketing_consent: _m, ...rest } = valid;
    expect(contactSchema.safeParse(rest).success).toBe(true);
  });

  it.each([
    ["name", "A", "Name must be at least 2 characters"],
    ["name", "   ", "Name must be at least 2 characters"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", "a@b", "Please enter a valid email address"],
    ["company", "X", "Company name is required"],
    ["message", "Too short", "Message must be at least 10 characters"],
    ["phone", "call me maybe", "Please enter a valid phone number"],
  ])("rejects %s=%j with the spec's message", (field, value, message) => {
    expect(errorsFor({ ...valid, [field]: value })[field]).toBe(message);
  });

  it.each(site.blockedEmailHosts.flatMap((h) => [h, h.toUpperCase(), `mail.${h}`]))(
    "rejects consumer address at %s",
    (host) => {
      expect(errorsFor({ ...valid, email: `someone@${host}` }).email).toBe(
        "Please use a business email address",
      );
    },
  );

  it("does not block look-alike business domains", () => {
    expect(isBlockedEmailHost("notgmail.com")).toBe(false);
    expect(isBlockedEmailHost("gmail.com.evil.io")).toBe(false);
    expect(errorsFor({ ...valid, email: "cto@mygmail.com" })).toEqual({});
  });

  it.each(Object.entries(contactLimits))("bounds %s at %i characters", (field, max) => {
    const base = field === "email" ? "@acme.io" : "";
    const tooLong = "7".repeat(max + 1 - base.length) + base;
    expect(errorsFor({ ...valid, [field]: tooLong })[field]).toBeTruthy();
  });

  it.each(["name", "company"])("refuses CR/LF in %s (header injection)", (field) => {
    const errors = errorsFor({ ...valid, [field]: "Eve\r\nBcc: victim@example.com" });
    expect(errors[field]).toMatch(/line breaks/);
  });

  it("keeps line breaks in the message but refuses other control characters", () => {
    expect(errorsFor({ ...valid, message: "Line one\r\nLine two\tindented" })).toEqual({});
    expect(errorsFor({ ...valid, message: "Bell \u0007 character here" }).message).toBeTruthy();
  });

  it("rejects wrong types with a message per field", () => {
    const errors = errorsFor({ name: 5, email: null, company: [], message: {} });
    expect(Object.keys(errors).sort()).toEqual(["company", "email", "message", "name"]);
  });
});

describe("contact request (API envelope)", () => {
  const key = "3b241101-e2bb-4255-8caf-4136c566a962";
  it("requires an idempotency key", () => {
    const r = contactRequestSchema.safeParse(valid);
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!).idempotency_key).toBeTruthy();
  });
  it("rejects unknown fields", () => {
    const r = contactRequestSchema.safeParse({ ...valid, idempotency_key: key, admin: true });
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!).admin).toBe("Unknown field");
  });
  it("accepts the form's metadata", () => {
    const r = contactRequestSchema.safeParse({
      ...valid,
      idempotency_key: key,
      website: "",
      elapsed_ms: 5400,
      source: "/contact",
    });
    expect(r.success).toBe(true);
  });
});
