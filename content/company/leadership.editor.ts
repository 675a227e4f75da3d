import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { leadershipFields, leadershipFile } from "./schema";

/** The /leadership page: content/company/leadership.json, read by leadership.server.ts. */
export const leadership = {
  schema: leadershipFile,
  files: { dir: "content/company", pattern: "leadership.json" },
  editor: singleton({
    label: "Leadership page",
    path: "content/company/leadership",
    format: { data: "json" },
    schema: leadershipFields,
  }),
} satisfies EditedSingleton;
