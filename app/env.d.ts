/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate when focus first enters it (app/islands/touch.ts). */
    "client:touch"?: boolean;
  }
}

// A module, so the block above adds to "astro" instead of replacing its exports (APIRoute…).
export {};
