// @vitest-environment jsdom

import { formCopy } from "@content/form-copy";
import { CASE_STUDY_REQUEST_FIELDS, caseStudyRequestSchema } from "@lib/case-study-request-schema";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CaseStudyRequestForm } from "~/components/site/case-study-request/case-study-request-form";
import { readFields, recheckAsEdited, sender } from "./form-sender";
import { SendError } from "./send-form";

const good = { name: "Asha Raman", email: "asha@larchfield-freight.com", company: "Larchfield" };

function form(values: Record<string, string> = good) {
  document.body.innerHTML = renderToStaticMarkup(
    <CaseStudyRequestForm study="s" source="/" values={values} />,
  );
  return document.querySelector("form")!;
}
const slot = (name: string) => document.getElementById(`study-request-${name}-error`)!;
const toasts = () => [...document.querySelectorAll("[data-toast]")].map((t) => t.textContent);

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("readFields", () => {
  it("reads the fields the schema lists, and only those, as text", () => {
    const f = form();
    expect(readFields(f, CASE_STUDY_REQUEST_FIELDS)).toEqual(good);
  });
});

describe("sender", () => {
  const make = (f: HTMLFormElement, post: () => Promise<unknown>, sent = vi.fn()) => ({
    sent,
    send: sender(f, {
      fields: CASE_STUDY_REQUEST_FIELDS,
      schema: caseStudyRequestSchema,
      read: () => readFields(f, CASE_STUDY_REQUEST_FIELDS),
      post,
      sent,
      what: "Test",
    }),
  });

  it("sends nothing while the schema finds a problem, and says it under the field", async () => {
    const f = form({ ...good, email: "asha@" });
    const post = vi.fn(async () => {});
    await make(f, post).send();
    expect(post).not.toHaveBeenCalled();
    expect(slot("email").hidden).toBe(false);
  });

  it("sends once at a time, and hands the checked data and the server's answer on once it has it", async () => {
    const f = form();
    let answer: (value: unknown) => void = () => {};
    const post = vi.fn(() => new Promise((r) => (answer = r)));
    const { send, sent } = make(f, post);
    const first = send();
    void send(); // a second Send while the first is on its way
    expect(f.getAttribute("aria-busy")).toBe("true");
    answer({ id: "inquiry-1" });
    await first;
    expect(post).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith(good, { id: "inquiry-1" });
    expect(f.getAttribute("aria-busy")).toBe("false");
  });

  it("on a refusal: the server's words under its fields and in the 'Error' toast, everything kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const f = form();
    const refused = new SendError(422, { error: "Check the fields.", fields: { company: "No" } });
    const { send, sent } = make(f, async () => Promise.reject(refused));
    await send();
    expect(sent).not.toHaveBeenCalled();
    expect(slot("company").textContent).toBe("No");
    expect(toasts().at(-1)).toContain("Check the fields.");
    expect(readFields(f, CASE_STUDY_REQUEST_FIELDS)).toEqual(good);
  });

  it("on a failure with no words, the spec's", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const f = form();
    await make(f, async () => Promise.reject(new SendError(500, null))).send();
    expect(toasts().at(-1)).toContain(formCopy.failed);
  });
});

describe("recheckAsEdited", () => {
  it("checks a field in error again as it is corrected", () => {
    const f = form({ ...good, email: "asha@" });
    const read = () => readFields(f, CASE_STUDY_REQUEST_FIELDS);
    recheckAsEdited(f, CASE_STUDY_REQUEST_FIELDS, caseStudyRequestSchema, read);
    const email = f.querySelector<HTMLInputElement>("#study-request-email")!;
    email.setAttribute("aria-invalid", "true");
    email.value = good.email;
    email.dispatchEvent(new Event("input", { bubbles: true }));
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(slot("email").hidden).toBe(true);
  });
});
