import { createHmac, randomBytes } from "node:crypto";

/**
 * A window's secret: 32 random bytes, made when the window opens and forgotten when it closes.
 * A plain hash of an address can be reversed by hashing all four billion IPv4 addresses; a
 * keyed one cannot without the key, and once the window's key is gone nothing stored or held
 * in memory leads back to the client.
 */
export const windowSecret = () => randomBytes(32).toString("base64url");

/** The counter's key for one client in one window: the scope and an HMAC of the address. */
export const clientKey = (secret: string, scope: string, client: string) =>
  `${scope}:${createHmac("sha256", secret).update(client).digest("base64url").slice(0, 22)}`;
