import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { isHydrated } from "~/lib/hydration";

const storageKey = (entry: string) => `blog-shown:${entry}`;

interface Saved {
  path: string;
  pages: number;
}

function read(entry: string): Saved | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey(entry)) ?? "null");
    return typeof saved?.path === "string" && Number.isInteger(saved?.pages) ? saved : null;
  } catch {
    return null;
  }
}

/**
 * How many archive pages "Load More Articles" has appended in place, kept per history entry
 * (session storage), so Back from a post opened further down finds the same cards and React
 * Router's scroll restoration lands where the visitor was. A freshly loaded page always shows
 * its prerendered batch (hydration must not change it), and forgets any count an earlier
 * document left under the same entry.
 */
export function useAppendedPages(): [number, (pages: number) => void] {
  const { key, pathname } = useLocation();
  const [pages, setPages] = useState(() => {
    if (typeof document === "undefined" || !isHydrated()) return 0;
    const saved = read(key);
    return saved?.path === pathname ? saved.pages : 0;
  });
  const [hydrating] = useState(() => typeof document !== "undefined" && !isHydrated());
  useEffect(() => {
    if (!hydrating) return;
    try {
      sessionStorage.removeItem(storageKey(key));
    } catch {
      // Storage off: nothing was saved.
    }
  }, [hydrating, key]);
  const save = (next: number) => {
    setPages(next);
    try {
      sessionStorage.setItem(storageKey(key), JSON.stringify({ path: pathname, pages: next }));
    } catch {
      // Storage off or full: Back shows the page's first batch.
    }
  };
  return [pages, save];
}
