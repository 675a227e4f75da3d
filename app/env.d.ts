/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate a screen away from view or on focus (app/islands/near.ts). */
    "client:near"?: boolean;
    /** Hydrate when focus first enters it (app/islands/touch.ts). */
    "client:touch"?: boolean;
  }
}

// A module, so the block above adds to "astro" instead of replacing its exports (APIRoute…).
export {};
