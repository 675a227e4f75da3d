/**
 * How the editor names the items of a list, and lists whose length the page fixes (a grid of
 * four, an intro that says "Eight engagements"): one spelling for every content kind.
 */

/** An item named by its title. */
export const byTitle = (props: { fields: { title: { value: string } } }) =>
  props.fields.title.value;

/** A figure named by what it says: "450+ engineers". */
export const byFigure = (props: {
  fields: { value: { value: string }; label: { value: string } };
}) => `${props.fields.value.value} ${props.fields.label.value}`;

/** A line of text named by itself. */
export const byText = (props: { value: string }) => props.value;

const WORDS = [
  "none",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
];

/**
 * Exactly `count` items, and the editor's help saying so (with `why`, when the page's words
 * count them): spread into a list's options.
 */
export const exactly = (count: number, why?: string) => ({
  description: `Exactly ${WORDS[count] ?? count}${why ? `: ${why}` : ""}.`,
  length: { min: count, max: count },
});
