// Dates are calendar days: format in UTC so build time and browser agree (no hydration drift).
const short = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const long = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Mar 10" */
export const shortDate = (iso: string) => short.format(parse(iso));
/** "March 10, 2024" */
export const longDate = (iso: string) => long.format(parse(iso));
