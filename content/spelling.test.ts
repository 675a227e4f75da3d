// House spelling, as the spec writes it: -ize (optimize, organization), -our (behaviour, colour),
// -re (centre), catalogue, and "program". A page that mixes "prioritisation" with "optimize"
// reads as careless to the people we sell to. URLs keep the spelling they were published with.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../scripts/files";

const root = join(import.meta.dirname, "..");
const content = [
  ...filesUnder(join(root, "content")).filter(
    (f) => /\.(md|ts|yaml|json)$/.test(f) && !f.endsWith(".test.ts"),
  ),
  join(root, "content/site.ts"),
];
// Page components hold copy too, beside code where "center" and "behavior" are CSS and DOM words.
const components = filesUnder(join(root, "app")).filter(
  (f) => f.endsWith(".tsx") && !f.endsWith(".test.tsx"),
);

type Rule = [RegExp, string];

/** Word forms the house does not use, each with the one it does. These two hold in code too. */
const EVERYWHERE: Rule[] = [
  [
    /\b(?:modern|priorit|personal|util|token|organ|local|styl|optim|special|minim|maxim|standard|central|recogn|real|summar|emphas|categor|author|capital|visual|synchron|stabil|monet|custom|digit)is(?:e|ed|es|ing|ation|ations)\b(?![-/.])/gi,
    "-ize / -ization",
  ],
  [/\bprogrammes?\b/gi, "program"],
];
/** In code, "center" and "behavior" are CSS and DOM words, so these hold in prose only. */
const PROSE_ONLY: Rule[] = [
  [/\bbehaviors?\b|\bbehavioral\b/gi, "behaviour"],
  [/\bfavors?\b|\bfavorite\b/gi, "favour"],
  [/\b(?:centers?|centered)\b/gi, "centre"],
  [/\bcatalogs?\b/gi, "catalogue"],
];

/** The forms a text uses against the house style, e.g. "prioritisation (-ize / -ization)". */
function offHouseStyle(text: string, rules = [...EVERYWHERE, ...PROSE_ONLY]): string[] {
  return rules.flatMap(([re, want]) => [...text.matchAll(re)].map((m) => `${m[0]} (${want})`));
}

describe("house spelling", () => {
  it("finds the forms it is meant to find, and leaves URLs and other words alone", () => {
    expect(offHouseStyle("We prioritised the modernisation programme.")).toEqual([
      "prioritised (-ize / -ization)",
      "modernisation (-ize / -ization)",
      "programme (program)",
    ]);
    expect(
      offHouseStyle(
        "Prices rise; a promise of expertise. /blog/modernising-legacy-without-a-rewrite. Optimism.",
      ),
    ).toEqual([]);
  });

  it("every content file, the site config and the page components use it", () => {
    const check = (files: string[], rules?: Rule[]) =>
      files.flatMap((file) =>
        offHouseStyle(readFileSync(file, "utf8"), rules).map(
          (w) => `${relative(root, file)}: ${w}`,
        ),
      );
    expect([...check(content), ...check(components, EVERYWHERE)]).toEqual([]);
  });
});
