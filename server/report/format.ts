/** A fraction as the report prints it: "5.0 %", "—" when there was nothing to divide by. */
export const percent = (value: number | null) =>
  value === null ? "—" : `${(value * 100).toFixed(1)} %`;

/** A wait as people say it: "40 s", "12 min", "3 h 5 min", "2 d 4 h"; "—" for none. */
export function formatWait(seconds: number | null): string {
  if (seconds === null) return "—";
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
