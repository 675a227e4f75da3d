import type { AstroIntegration } from "astro";

/**
 * A hydration trigger Astro does not ship (its own are load, idle, visible, media, only):
 * `client:touch`, focus first entering it (the blog's search, whose box is in view at load).
 * The forms are no islands: their script is on the page from the first load (see
 * docs/forms.md).
 */
export function islandDirectives(): AstroIntegration {
  return {
    name: "h2:island-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "touch", entrypoint: "./app/islands/touch.ts" });
      },
    },
  };
}
