import { describe, expect, it } from "vitest";
import { formIdempotencyKey } from "../http/form-key";
import { postedInput } from "./request";

describe("postedInput", () => {
  it("takes a JSON post's attribution apart from what the schema judges", () => {
    const value = { email: "a@b.test", attribution: { utm_source: "x" } };
    expect(postedInput({ kind: "json", value })).toEqual({
      input: { email: "a@b.test" },
      posted: { utm_source: "x" },
    });
    expect(postedInput({ kind: "json", value: "not an object" })).toEqual({
      input: "not an object",
      posted: undefined,
    });
  });

  it("gives a form post a key made from what it says, its fields mapped, and the fields back", () => {
    const fields = { name: "Asha", email: "asha@larchfield.test", consent: "on" };
    const out = postedInput(
      { kind: "form", fields },
      { keyFrom: ["name", "email"], fromForm: (f) => ({ ...f, consent: f.consent === "on" }) },
    );
    expect(out).toEqual({
      input: {
        idempotency_key: formIdempotencyKey(fields, ["name", "email"]),
        name: "Asha",
        email: "asha@larchfield.test",
        consent: true,
      },
      fields,
    });
    expect(postedInput({ kind: "form", fields }).input).toEqual(fields); // no key asked for
  });
});
