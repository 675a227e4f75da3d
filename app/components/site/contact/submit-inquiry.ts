import type { ContactRequest } from "@lib/contact-schema";

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
 * as the spec says) or throws an InquiryError carrying a human message.
 */
export async function submitInquiry(body: ContactRequest): Promise<void> {
  let res: Response;
  try {
    res = await fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new InquiryError("We couldn't reach our server. Check your connection and try again.");
  }
  if (res.ok) return;
  const data = (await res.json().catch(() => null)) as {
    error?: string;
    fields?: Record<string, string>;
  } | null;
  throw new InquiryError(data?.error || FALLBACK, data?.fields ?? {});
}
