import { formCopy } from "@content/form-script-copy";
import { postJson } from "~/browser/post-json";

/** What the server says when it does not take a form: a message, and one per field it refused. */
export interface Refusal {
  error?: string;
  fields?: Record<string, string>;
}

/** A Send the server did not take: its words (or the spec's), its status, its answer. */
export class SendError extends Error {
  readonly fields: Readonly<Record<string, string>>;
  constructor(
    readonly status: number,
    readonly answer: Refusal | null,
  ) {
    super(answer?.error || formCopy.failed);
    this.name = "SendError";
    this.fields = answer?.fields ?? {};
  }
}

/**
 * Posts a form's data as JSON, the way every form's script sends. Resolves with the response
 * once the server has it (any 2xx; its body is the caller's to read, or not, as the spec says for
 * an inquiry); throws a SendError with the server's words, or the spec's fallback, when it does
 * not take it, and an Error with the offline words when the request never reached it.
 */
export async function sendForm(url: string, body: unknown): Promise<Response> {
  const res = await postJson(url, body);
  if (res.ok) return res;
  throw new SendError(res.status, (await res.json().catch(() => null)) as Refusal | null);
}
