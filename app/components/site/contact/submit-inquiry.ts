import type { Attribution } from "@lib/attribution";
import type { ContactRequest } from "@lib/contact-schema";
import { postJson } from "~/lib/post-json";

export class InquiryError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = "InquiryError";
  }
}

const FALLBACK = "Something went wrong. Please try again.";

/**
 * Posts the inquiry with where the visit came from (the server cleans that apart, and never
 * refuses an inquiry over it); resolves once the server has it (any 2xx: the answer's body is not read,
 * as the spec says) or throws an InquiryError carrying a human message (an Error with the
 * offline words when the request never reached the server).
 */
export async function submitInquiry(
  body: ContactRequest & { attribution?: Attribution },
): Promise<void> {
  const res = await postJson("/api/contact", body);
  if (res.ok) return;
  const data = (await res.json().catch(() => null)) as {
    error?: string;
    fields?: Record<string, string>;
  } | null;
  throw new InquiryError(data?.error || FALLBACK, data?.fields ?? {});
}
