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
 * Posts the inquiry; resolves once the server has it (any 2xx: the answer's body is not read,
 * as the spec says) or throws an InquiryError carrying a human message (an Error with the
 * offline words when the request never reached the server).
 */
export async function submitInquiry(body: ContactRequest): Promise<void> {
  const res = await postJson("/api/contact", body);
  if (res.ok) return;
  const data = (await res.json().catch(() => null)) as {
    error?: string;
    fields?: Record<string, string>;
  } | null;
  throw new InquiryError(data?.error || FALLBACK, data?.fields ?? {});
}
