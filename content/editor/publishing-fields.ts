import { publishAt } from "../publishing";
import { checkbox, described } from "./described";
import { publishAtField } from "./publish-at-field";
import { noteDraft } from "./publish-gate";

const draft = checkbox({
  label: "Draft",
  description:
    "Ticked: only previews show it (marked as a draft); the public site leaves it out everywhere until you untick it. A draft, or an item scheduled for later, saves half-written: a blog post's 500–900 words wait until it is published (Draft unticked with no time, or a time already past), when Save asks for them.",
});
const checkDraft = draft.validate.bind(draft);
draft.validate = (value: boolean) => {
  noteDraft(value);
  return checkDraft(value);
};

/**
 * Drafts and a schedule (content/publishing.ts): a Draft checkbox and a Publish at date, time
 * and time zone, spread into each published kind's fields before its body (the file saves them
 * under exactly these names, `draft` and `publishAt`; content/editor/publish-gate.ts needs them
 * checked before the body). The time is saved with its offset (content/editor/zoned-time.ts).
 */
export const publishingEditorFields = {
  draft,
  publishAt: described(
    publishAtField({
      label: "Publish at",
      description:
        "Optional. The public site shows it from this time, at the first hourly rebuild after it. Pick the time zone it is meant in (London's clocks change in summer; the zone takes care of it). Empty: at once.",
    }),
    publishAt.optional(),
  ),
};
