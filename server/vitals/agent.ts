/** The device classes and engines the field figures are split by (a small fixed set). */
export const DEVICES = ["phone", "desktop"] as const;
export const ENGINES = ["chromium", "firefox", "webkit", "other"] as const;
export type Device = (typeof DEVICES)[number];
export type Engine = (typeof ENGINES)[number];

/**
 * Read from the request's User-Agent, never from the beacon, and never kept: only the class
 * it falls in. A tablet counts as a phone when it says "Mobile" (iPadOS says Macintosh: desktop).
 */
export function deviceOf(agent: string): Device {
  return /Mobi|Android|iPhone|iPod/i.test(agent) ? "phone" : "desktop";
}

/** The rendering engine: every browser on iOS is WebKit whatever its name. */
export function engineOf(agent: string): Engine {
  if (/iPhone|iPad|iPod/.test(agent)) return "webkit";
  if (/Firefox\/|Gecko\/\d/.test(agent) && !/like Gecko/.test(agent)) return "firefox";
  if (/Chrome\/|Chromium\/|CriOS|Edg\//.test(agent)) return "chromium";
  if (/AppleWebKit\//.test(agent)) return "webkit";
  return "other";
}
