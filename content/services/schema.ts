import type { z } from "zod";
import type { savedFile } from "../editor/described";
import type { ServiceBlock } from "./block-fields";
import type { pageFields, pageHero } from "./page-fields";

/**
 * The engagement-model and service pages (/our-model, /dedicated-team, ...) as the renderers in
 * app/components/site/services/ take them: a hero, an ordered list of typed sections and the
 * closing contact section. Each type is what the page's description (page-fields.ts,
 * block-fields.ts) reads a saved file as; nothing here is described twice.
 */

export type { Mark, ServiceBlock } from "./block-fields";
export type { ArtName } from "./section-rules";
export type BlockOf<K extends ServiceBlock["kind"]> = Extract<ServiceBlock, { kind: K }>;
export type TableCell = BlockOf<"table">["rows"][number]["cells"][number];
export type PageLink = NonNullable<BlockOf<"cta">["secondary"]>;
export type Tone = BlockOf<"features">["tone"];
export type PageHeroContent = z.output<ReturnType<typeof pageHero>["saved"]>;

type Content = z.output<ReturnType<typeof savedFile<typeof pageFields>>>;
/** A page as it is served, at `meta.path`. */
export type ServicePage = Omit<Content, "meta"> & { meta: Content["meta"] & { path: string } };
