import type { ClientDirective } from "astro";

/**
 * Hydrates an island when focus first enters it (a tap on its search box, a Tab onto one of its
 * controls): for a part that is in view at load (the blog's search) but needs React only once
 * someone uses it. A tap on its text or pictures asks for nothing and loads nothing.
 */
const touch: ClientDirective = (load, _options, el) => {
  const start = async () => {
    el.removeEventListener("focusin", start);
    const hydrate = await load();
    await hydrate();
  };
  el.addEventListener("focusin", start);
};

export default touch;
