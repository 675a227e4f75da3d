import { describe, expect, it } from "vitest";
import { publishAt } from "../publishing";
import { publishAtField, publishAtInstant } from "./publish-at-field";
import { readSaved, savedWithOffset, shownTime, zonedInstant } from "./zoned-time";

// Issue 56 item 5: a Publish at typed in an office's zone, saved with its offset.
describe("a Publish at in the firm's time zones", () => {
  it.each([
    // London and Dublin: summer time (UTC+1) from the last Sunday of March.
    ["2026-07-01T09:00", "Europe/London", "2026-07-01T08:00:00.000Z", "2026-07-01T09:00:00+01:00"],
    ["2026-12-01T09:00", "Europe/London", "2026-12-01T09:00:00.000Z", "2026-12-01T09:00:00+00:00"],
    ["2026-07-01T09:00", "Europe/Dublin", "2026-07-01T08:00:00.000Z", "2026-07-01T09:00:00+01:00"],
    ["2026-07-01T09:00", "Asia/Kolkata", "2026-07-01T03:30:00.000Z", "2026-07-01T09:00:00+05:30"],
    // Sydney: summer time (UTC+11) in the southern summer.
    [
      "2026-12-01T09:00",
      "Australia/Sydney",
      "2026-11-30T22:00:00.000Z",
      "2026-12-01T09:00:00+11:00",
    ],
    [
      "2026-07-01T09:00",
      "Australia/Sydney",
      "2026-06-30T23:00:00.000Z",
      "2026-07-01T09:00:00+10:00",
    ],
    ["2026-07-01T09:00", "UTC", "2026-07-01T09:00:00.000Z", "2026-07-01T09:00:00Z"],
  ] as const)("%s %s is %s, saved as %s", (local, zone, instant, saved) => {
    expect(zonedInstant(local, zone).toISOString()).toBe(instant);
    expect(savedWithOffset(local, zone)).toBe(saved);
    // The build reads the saved text as that instant (content/publishing.ts).
    expect(publishAt.parse(saved)).toBe(instant);
  });

  it("reads a saved time back in its zone; one without a zone (files before zones) as UTC", () => {
    expect(readSaved("2026-07-01T09:00:00+01:00")).toEqual({
      local: "2026-07-01T09:00",
      zone: "Europe/London",
    });
    expect(readSaved("2026-12-01T09:00:00+11:00")).toEqual({
      local: "2026-12-01T09:00",
      zone: "Australia/Sydney",
    });
    expect(readSaved("2026-12-01T09:00")).toEqual({ local: "2026-12-01T09:00", zone: "UTC" });
    expect(readSaved("2026-12-01T09:00:00.000Z")).toEqual({
      local: "2026-12-01T09:00",
      zone: "UTC",
    });
    expect(readSaved(new Date("2026-12-01T09:00:00Z"))).toEqual({
      local: "2026-12-01T09:00",
      zone: "UTC",
    });
  });

  const field = publishAtField({ label: "Publish at", description: "" });

  it("the editor's field saves with the offset, and an old file back unchanged until edited", () => {
    const typed = { local: "2026-07-01T09:00", zone: "Europe/London" } as const;
    expect(field.serialize(field.validate(typed))).toEqual({ value: "2026-07-01T09:00:00+01:00" });
    const old = field.parse("2026-12-01T09:00");
    expect(field.serialize(old)).toEqual({ value: "2026-12-01T09:00" });
    expect(field.serialize({ ...old, zone: "Europe/London" })).toEqual({
      value: "2026-12-01T09:00:00+00:00",
    });
    expect(field.serialize(field.parse(undefined))).toEqual({ value: undefined });
    expect(() => field.validate({ local: "2026-07-01", zone: "UTC" })).toThrow(
      "Publish at: a whole date and time, or empty",
    );
  });

  it("shows the time in its zone and in UTC", () => {
    const at = publishAtInstant({ local: "2026-07-01T09:00", zone: "Europe/London" })!;
    expect(shownTime(at, "Europe/London")).toBe("Wed, 1 Jul 2026, 09:00");
    expect(shownTime(at, "UTC")).toBe("Wed, 1 Jul 2026, 08:00");
  });
});
