import type { AstroIntegration } from "astro";

/**
 * Two hydration triggers Astro does not ship (its own are load, idle, visible, media, only):
 * `client:near` (a screen away from view, or focus inside: the forms) and `client:touch` (focus
 * first entering it: the blog's search, whose box is in view at load).
 */
export function islandDirectives(): AstroIntegration {
  return {
    name: "h2:island-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "near", entrypoint: "./app/islands/near.ts" });
        addClientDirective({ name: "touch", entrypoint: "./app/islands/touch.ts" });
      },
    },
  };
}
