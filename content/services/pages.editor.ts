import { singleton } from "@keystatic/core";
import type { EditedSingleton } from "../editor/edited";
import { servicePageFile } from "./file-schema";
import { pageFields } from "./page-fields";

/** The engagement-model and service pages, one JSON file each in content/services/. */
const page = (file: string, label: string) =>
  ({
    schema: servicePageFile,
    files: { dir: "content/services", pattern: `${file}.json` },
    editor: singleton({
      label,
      path: `content/services/${file}`,
      format: { data: "json" },
      schema: pageFields,
    }),
  }) satisfies EditedSingleton;

/** By the name the editor's address shows (/keystatic/singleton/<name>), in the menu's order. */
export const servicePages = {
  "our-model": page("our-model", "Page: Our model"),
  "dedicated-team": page("dedicated-team", "Page: Dedicated team"),
  "team-extension": page("team-extension", "Page: Team extension"),
  "offshore-centre": page("offshore-centre", "Page: Offshore centre"),
  "portfolio-development": page("portfolio-development", "Page: Portfolio development"),
  "portfolio-operations": page("portfolio-operations", "Page: Portfolio operations"),
  "agile-coaching": page("agile-coaching", "Page: Agile coaching"),
  "product-recovery": page("product-recovery", "Page: Product recovery"),
  "our-approach": page("our-approach", "Page: Our approach"),
};
