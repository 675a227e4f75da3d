import { savedFile } from "../editor/described";
import { pageFields } from "./page-fields";
import type { ServicePage } from "./schema";
import { sectionIdProblems } from "./section-rules";

/**
 * What content/services/<page>.json must hold: the schema of the fields a service page is
 * described with (page-fields.ts), and the page's own rule across its sections.
 */
export const servicePageFile = savedFile(pageFields).superRefine((page, ctx) => {
  for (const message of sectionIdProblems(page.blocks)) {
    ctx.addIssue({ code: "custom", path: ["blocks"], message });
  }
});

/**
 * Reads one page's file (`file`: its name in content/services/, which is also its address:
 * dedicated-team.json is served at /dedicated-team). A bad file fails the build naming the file
 * and each bad field.
 */
export function defineServicePage(file: string, data: unknown): ServicePage {
  const where = `content/services/${file}`;
  const path = `/${file.replace(/\.json$/, "")}`;
  if (!/^\/[a-z-]+$/.test(path)) throw new Error(`${where}: name the file like "our-model.json"`);
  const parsed = servicePageFile.safeParse(data);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((i) => `  [${i.path.join(".")}] ${i.message}`)
      .join("\n");
    throw new Error(`service page ${where} is invalid:\n${detail}`);
  }
  return { ...parsed.data, meta: { ...parsed.data.meta, path } };
}
