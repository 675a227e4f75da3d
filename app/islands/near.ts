import type { ClientDirective } from "astro";

/** How near the screen (one viewport height) an island's code starts to load. */
const NEAR = "100% 0px";

/**
 * Hydrates an island when it comes within a screen of view or takes focus, whichever is first.
 * Until then its prerendered HTML works alone (a form posts as plain HTML).
 */
const near: ClientDirective = (load, _options, el) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    el.removeEventListener("focusin", start);
    const hydrate = await load();
    await hydrate();
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) void start();
    },
    { rootMargin: NEAR },
  );
  // <astro-island> is display: contents (no box of its own): watch what it holds.
  for (const child of Array.from(el.children)) observer.observe(child);
  el.addEventListener("focusin", start);
};

export default near;
