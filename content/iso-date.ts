import { z } from "zod";

/**
 * A day as YYYY-MM-DD. The editor saves it unquoted (`date: 2024-03-12`), which YAML reads as a
 * Date, while a hand-written file may quote it: both read as the same string.
 */
export const isoDate = z.union([
  z.iso.date(),
  z.date().transform((day) => day.toISOString().slice(0, 10)),
]);
