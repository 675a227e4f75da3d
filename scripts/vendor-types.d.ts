// subset-font ships no types; this is the part of its API the build uses.
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}

// jsdom's types are a separate package; the tests use only this.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; referrer?: string });
    readonly window: Window & typeof globalThis;
  }
}
