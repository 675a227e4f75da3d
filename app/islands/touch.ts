import type { ClientDirective } from "astro";

/**
 * Hydrates an island when focus first enters it (a tap on its search box, a Tab onto one of its
 * controls): for a part that is in view at load (the blog's search) but needs React only once
 * someone uses it. A tap on its text or pictures asks for nothing and loads nothing.
 *
 * Astro starts the directive only once the island's HTML has been parsed, and the page is usable
 * before that: a visitor may already have tabbed inside it. A focus that came before this runs
 * was never heard, so the island starts at once when focus is already inside.
 */
const touch: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    el.removeEventListener("focusin", start);
    const hydrate = await load();
    await hydrate();
  };
  el.addEventListener("focusin", start);
  if (el.contains(document.activeElement)) void start();
};

export default touch;
