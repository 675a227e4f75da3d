import { appendFileSync } from "node:fs";

/**
 * Fault tests report their figures here; `npm run bench:faults` sets FAULT_FIGURES to a file,
 * runs those tests and prints the table (docs/reliability.md's figures come from it).
 */
export function recordFigure(test: string, figures: Record<string, number | string>) {
  const file = process.env.FAULT_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ test, ...figures })}\n`);
}
