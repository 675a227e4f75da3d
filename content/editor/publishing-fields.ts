import { fields } from "@keystatic/core";
import { publishAt } from "../publishing";
import { checkbox, described } from "./described";

/**
 * Drafts and a schedule (content/publishing.ts): a Draft checkbox and a Publish at date and
 * time, spread at the end of each published kind's fields (the file saves them under exactly
 * these names, `draft` and `publishAt`). Keystatic saves the time as it is typed, read as UTC.
 */
export const publishingEditorFields = {
  draft: checkbox({
    label: "Draft",
    description:
      "Ticked: only previews show it (marked as a draft); the public site leaves it out everywhere until you untick it.",
  }),
  publishAt: described(
    fields.datetime({
      label: "Publish at (UTC)",
      description:
        "Optional. The public site shows it from this time (UTC: London in winter, an hour behind London in summer), at the first hourly rebuild after it. Empty: at once.",
    }),
    publishAt.optional(),
  ),
};
