import { describe, expect, it } from "vitest";
import { isBlockedEmailHost, site } from "../content/site";
import {
  contactConstraints,
  contactLimits,
  contactRequestFromForm,
  contactRequestSchema,
  contactSchema,
  fieldErrors,
  PHONE_PATTERN,
} from "./contact-schema";

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

describe("the form's HTML constraints (checked by the browser before a post without script)", () => {
  const fill = (field: string, length: number) =>
    field === "email"
      ? `${"a".repeat(length - 8)}@acme.io`
      : (field === "phone" ? "7" : "a").repeat(length);

  it.each(Object.entries(contactConstraints))("%s: its bounds are the schema's", (field, c) => {
    const min = "minLength" in c ? c.minLength : 0;
    if (min) {
      expect(errorsFor({ ...valid, [field]: fill(field, min - 1) })[field]).toBeTruthy();
      expect(errorsFor({ ...valid, [field]: fill(field, min) })[field]).toBeUndefined();
    }
    expect(errorsFor({ ...valid, [field]: fill(field, c.maxLength) })[field]).toBeUndefined();
    expect(errorsFor({ ...valid, [field]: fill(field, c.maxLength + 1) })[field]).toBeTruthy();
    const without: Record<string, unknown> = { ...valid };
    delete without[field];
    expect(Boolean(errorsFor(without)[field])).toBe("required" in c && c.required);
  });

  it("the phone pattern is valid in the browser's v mode and agrees with the schema", () => {
    const browser = new RegExp(`^(?:${PHONE_PATTERN})$`, "v");
    for (const phone of [
      "+44 20 7946 0958",
      "(01) 555-0142",
      "+1.212/555",
      "",
      "call me",
      "#1",
      "5;5",
    ]) {
      expect(browser.test(phone), phone).toBe(!errorsFor({ ...valid, phone }).phone);
    }
  });
});

describe("a form posted without script, as the schema's request", () => {
  const key = "3b241101-e2bb-4255-8caf-4136c566a962";
  const form = {
    name: "Priya Shah",
    email: "priya@acme.io",
    phone: "",
    company: "Acme Ltd",
    message: valid.message,
    website: "",
    source: "/contact",
  };

  it("reads a ticked box as true and an absent one as false", () => {
    expect(contactRequestFromForm({ ...form, marketing_consent: "on" }).marketing_consent).toBe(
      true,
    );
    expect(contactRequestFromForm(form).marketing_consent).toBe(false);
    const parsed = contactRequestSchema.parse({
      ...contactRequestFromForm(form),
      idempotency_key: key,
    });
    expect(parsed).toMatchObject({ marketing_consent: false, website: "", phone: "" });
    expect(parsed.elapsed_ms).toBeUndefined();
  });

  it("reads a fill time sent as text, and leaves anything odd for the schema to refuse", () => {
    expect(contactRequestFromForm({ ...form, elapsed_ms: "5400" }).elapsed_ms).toBe(5400);
    const odd = {
      ...contactRequestFromForm({
        ...form,
        marketing_consent: "maybe",
        elapsed_ms: "soon",
        role: "admin",
      }),
      idempotency_key: key,
    };
    const errors = fieldErrors(contactRequestSchema.safeParse(odd).error!);
    expect(Object.keys(errors).sort()).toEqual(["elapsed_ms", "marketing_consent", "role"]);
  });
});
