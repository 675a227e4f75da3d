import type { ClientDirective } from "astro";

const TRIGGERS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Hydrates an island on the visitor's first focus, press or key inside it: for a control that is
 * in view at load (the blog's search box) but needs React only once someone uses it.
 */
const touch: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const t of TRIGGERS) el.removeEventListener(t, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const t of TRIGGERS) el.addEventListener(t, start);
};

export default touch;
