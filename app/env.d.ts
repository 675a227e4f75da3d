/// <reference types="astro/client" />

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate a screen away from view or on focus (app/islands/near.ts). */
    "client:near"?: boolean;
    /** Hydrate on the first focus, press or key inside (app/islands/touch.ts). */
    "client:touch"?: boolean;
  }
}
