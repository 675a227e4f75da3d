/**
 * FAQ questions are native <details name="…"> (one open at a time, from the HTML). This adds the
 * accordion keys, one instance per list: Arrow Up/Down move between questions (wrapping), Home
 * and End jump to the ends.
 */
/** Its name in the markup (`data-module`, app/layouts/modules.ts). */
export const FAQ_MODULE = "faq-accordion";

const KEYS = new Set(["ArrowDown", "ArrowUp", "Home", "End"]);

export function faqKeys(list: HTMLElement) {
  list.addEventListener("keydown", (e) => {
    const summary = e.target instanceof HTMLElement ? e.target.closest("summary") : null;
    if (!summary || !KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    const all = [...list.querySelectorAll<HTMLElement>(":scope details > summary")];
    const at = all.indexOf(summary);
    if (at < 0) return;
    const to =
      e.key === "Home"
        ? 0
        : e.key === "End"
          ? all.length - 1
          : (at + (e.key === "ArrowDown" ? 1 : -1) + all.length) % all.length;
    e.preventDefault();
    all[to]?.focus();
  });
}
