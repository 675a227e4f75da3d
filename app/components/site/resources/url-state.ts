import { useCallback, useSyncExternalStore } from "react";

const PARAM = "q";

/** Told when this page changes its own address (pushState and replaceState fire no event). */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  addEventListener("popstate", onChange);
  return () => {
    listeners.delete(onChange);
    removeEventListener("popstate", onChange);
  };
}

const urlQuery = () => new URLSearchParams(location.search).get(PARAM) ?? "";
/** Pages are prerendered without query strings: what the HTML was made with. */
const prerenderedQuery = () => "";

/**
 * The blog's search text in the URL (?q=). While React takes over the prerendered HTML it is
 * empty, as it was at build (no hydration mismatch on a shared /blog?q=teams link); straight
 * after, the real one, and it follows Back and Forward. `setQuery` pushes a history entry unless
 * `replace` is set, and never scrolls the page.
 */
export function useQueryParam() {
  const query = useSyncExternalStore(subscribe, urlQuery, prerenderedQuery);
  const setQuery = useCallback((value: string, { replace = false }: { replace?: boolean } = {}) => {
    const url = new URL(location.href);
    if (value.trim()) url.searchParams.set(PARAM, value);
    else url.searchParams.delete(PARAM);
    // The address of the search itself: a fragment the page was opened at no longer applies.
    url.hash = "";
    if (url.href === location.href) return;
    if (replace) history.replaceState(history.state, "", url);
    else history.pushState(null, "", url);
    for (const listener of listeners) listener();
  }, []);
  return { query, setQuery };
}
