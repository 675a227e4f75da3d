import { isPublished } from "../publishing";

/**
 * Whether the entry being saved will be published: rules a preview build waives for a draft or a
 * scheduled item (a blog post's word count) apply only then (issue 56 item 1).
 *
 * Keystatic checks a field by its own value alone, each field of an entry in the entry's order
 * in one synchronous pass on Save (its validateValueWithSchema). A kind's Draft and Publish at
 * come before its body (content/editor/publishing-fields.ts, spread before `body`), so their
 * checks note the values here and the body's check, later in the same pass, reads them
 * (`publishesOnSave`) and clears them. A body checked outside such a pass is held to the full
 * rules, as the public build holds it.
 */
let seen: { draft?: boolean; publishAt?: Date | null } = {};
/** The last problem the body's check refused because the entry will be published. */
let refused: string | undefined;

export function noteDraft(draft: boolean): void {
  seen = { draft };
}

export function notePublishAt(at: Date | null): void {
  seen = { ...seen, publishAt: at };
}

/** Will Save publish the entry (Draft unticked, its time empty or come)? Unknown: yes. */
export function publishesOnSave(now: Date = new Date()): boolean {
  const { draft, publishAt } = seen;
  seen = {};
  if (draft === undefined) return true;
  return isPublished({ draft, publishAt: publishAt ?? undefined }, now);
}

export function noteRefused(problem: string | undefined): void {
  refused = problem;
}

/** Whether `problem` is the one the last Save was refused for (the body then says so in red). */
export const refusedFor = (problem: string | undefined) =>
  problem !== undefined && problem === refused;
