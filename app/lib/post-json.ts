/** What a visitor reads when the request never reached the server. */
export const OFFLINE_MESSAGE = "We couldn't reach our server. Check your connection and try again.";

/**
 * POSTs `body` as JSON, asking for JSON back. Resolves with the answer whatever its status; a
 * request that never reached the server (no network) rejects with `OFFLINE_MESSAGE`.
 */
export async function postJson(url: string, body: unknown): Promise<Response> {
  try {
    return await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(OFFLINE_MESSAGE);
  }
}
