// The dates content is written with, read the same by the feeds and the case-study PDFs.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-02-12", "February 12, 2025" or "October 2024" (the 1st) as a UTC date. */
export function parseContentDate(text: string): Date {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) return new Date(Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3])));
  const shown = /^([A-Z][a-z]+) (?:(\d{1,2}), )?(\d{4})$/.exec(text);
  const month = shown ? MONTHS.indexOf(shown[1]!) : -1;
  if (!shown || month < 0) throw new Error(`not a content date: "${text}"`);
  return new Date(Date.UTC(Number(shown[3]), month, Number(shown[2] ?? 1)));
}
