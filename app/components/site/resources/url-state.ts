import { useCallback, useLayoutEffect, useSyncExternalStore } from "react";
import { type ShouldRevalidateFunction, useSearchParams } from "react-router";
import { showPendingView } from "~/lib/hydration";

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. Pages are prerendered
 * without query strings, so anything read from the URL must wait for this to avoid a
 * hydration mismatch on a shared link such as /news?page=2.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const EMPTY = new URLSearchParams();

export type ParamChanges = Record<string, string | null | undefined>;

/**
 * The URL's search params as view state: empty during hydration, then the real ones.
 * Once the real ones have rendered, the parts a shared link's pending view hid show (url-view).
 * `update` merges changes (null or "" removes a key); it pushes a history entry unless
 * `replace` is set, and never scrolls the page.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (hydrated) showPendingView();
  }, [hydrated]);
  const update = useCallback(
    (changes: ParamChanges, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === "") next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return { params: hydrated ? params : EMPTY, update, hydrated };
}

/**
 * Route option for pages whose query string is view state only: changing ?page= or ?q=
 * must not refetch the (prerendered) loader data.
 */
export const keepDataOnSearchChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/** "Retail & E-commerce" → "retail-e-commerce": readable values for the query string. */
export function toParam(label: string): string {
  return label
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
