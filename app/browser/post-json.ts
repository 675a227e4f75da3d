import { formCopy } from "@content/form-script-copy";

/**
 * POSTs `body` as JSON, asking for JSON back. Resolves with the answer whatever its status; a
 * request that never reached the server (no network) rejects with the forms' offline words.
 */
export async function postJson(url: string, body: unknown): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(formCopy.offline);
  }
}
