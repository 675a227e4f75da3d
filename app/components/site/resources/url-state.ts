import { useCallback, useSyncExternalStore } from "react";
import { type ShouldRevalidateFunction, useSearchParams } from "react-router";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. Pages are prerendered
 * without query strings, so anything read from the URL waits for this to avoid a hydration
 * mismatch on a shared link such as /blog?q=teams.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The blog's search text in the URL (?q=): empty during hydration, then the real one.
 * `setQuery` pushes a history entry unless `replace` is set, and never scrolls the page.
 */
export function useQueryParam() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const setQuery = useCallback(
    (value: string, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim()) next.set("q", value);
          else next.delete("q");
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { query: hydrated ? (params.get("q") ?? "") : "", setQuery };
}

/** Route option for pages whose query string is view state only: ?q= never refetches data. */
export const keepDataOnSearchChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
