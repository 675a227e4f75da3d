/**
 * A Publish at typed in one of the firm's offices' time zones, and saved as the instant with its
 * offset (`2026-07-01T09:00:00+01:00`), which the build and `publish:due` read as they read any
 * ISO time (content/publishing.ts). Pure, over the runtime's own time-zone data (Intl).
 */

/** The zones the editor offers: UTC, then the offices'. */
export const publishZones = [
  "UTC",
  "Europe/London",
  "Europe/Dublin",
  "Asia/Kolkata",
  "Australia/Sydney",
] as const;
export type PublishZone = (typeof publishZones)[number];

export const zoneLabels: Record<PublishZone, string> = {
  UTC: "UTC",
  "Europe/London": "London (Europe/London)",
  "Europe/Dublin": "Dublin (Europe/Dublin)",
  "Asia/Kolkata": "Bangalore (Asia/Kolkata)",
  "Australia/Sydney": "Sydney (Australia/Sydney)",
};

/** A wall-clock time as the editor's input holds it: "2026-07-01T09:00". */
export const localPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** Minutes `zone` is ahead of UTC at `at` (London in summer: 60). */
export function zoneOffsetMinutes(zone: PublishZone, at: Date): number {
  const name =
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "longOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * The instant the clocks of `zone` show `local`. A time the clocks skip (the spring change's
 * missing hour) reads as the hour after; one they show twice, as the first.
 */
export function zonedInstant(local: string, zone: PublishZone): Date {
  const wall = Date.parse(`${local}:00Z`);
  const first = wall - zoneOffsetMinutes(zone, new Date(wall)) * 60_000;
  const second = wall - zoneOffsetMinutes(zone, new Date(first)) * 60_000;
  return new Date(second);
}

/** "+01:00", "+05:30", "-03:00". */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** What a file saves for `local` in `zone`: the time with its offset; UTC as `Z`. */
export function savedWithOffset(local: string, zone: PublishZone): string {
  if (zone === "UTC") return `${local}:00Z`;
  const offset = zoneOffsetMinutes(zone, zonedInstant(local, zone));
  return `${local}:00${offsetText(offset)}`;
}

/** The clocks of `zone` at `at`, as the input holds them: "2026-07-01T09:00". */
export function localIn(at: Date, zone: PublishZone): string {
  const shifted = new Date(at.getTime() + zoneOffsetMinutes(zone, at) * 60_000);
  return shifted.toISOString().slice(0, 16);
}

/** A saved Publish at, as the editor shows it again: the time and the zone it was typed in. */
export interface ZonedTime {
  local: string;
  zone: PublishZone;
}

/**
 * A saved value read back: a time without a zone (files saved before zones, and the editor's
 * old field) or with `Z` is UTC; with an offset, the first office's zone whose clocks had that
 * offset then (London's and Dublin's clocks always agree, so a Dublin time reopens as London's,
 * the same time); any other offset, UTC. A YAML timestamp, read as a Date, is UTC.
 */
export function readSaved(saved: string | Date): ZonedTime | undefined {
  if (saved instanceof Date) {
    return Number.isNaN(saved.getTime())
      ? undefined
      : { local: localIn(saved, "UTC"), zone: "UTC" };
  }
  const match =
    /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/.exec(
      saved,
    );
  if (!match) return undefined;
  const [, day, time = "00:00", zoneText] = match;
  const at = new Date(`${day}T${time}:00${zoneText ?? "Z"}`);
  if (Number.isNaN(at.getTime())) return undefined;
  if (!zoneText || zoneText === "Z") return { local: localIn(at, "UTC"), zone: "UTC" };
  const [, sign, hours, minutes] = /([+-])(\d{2}):(\d{2})/.exec(zoneText)!;
  const offset = (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
  const zone = publishZones.find((z) => z !== "UTC" && zoneOffsetMinutes(z, at) === offset);
  return zone ? { local: localIn(at, zone), zone } : { local: localIn(at, "UTC"), zone: "UTC" };
}

/** "Wed, 1 Jul 2026, 09:00" on the clocks of `zone`. */
export function shownTime(at: Date, zone: PublishZone): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
}
