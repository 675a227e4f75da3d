import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { forgetShown, shownToRestore, writeShown } from "./shown-pages";

/**
 * How many archive pages "Load More Articles" has appended in place on the listing at `path`,
 * kept in session storage with the scroll position the visitor left at. A browser that keeps
 * the page in its back/forward cache brings both back by itself; on one that loads the page
 * afresh on Back, the cards and the position come back as soon as React has taken the page
 * over. Taking over never changes the HTML (the first render is the prerendered batch), and a
 * page opened any other way forgets any count an earlier document left.
 */
export function useAppendedPages(path: string): [number, (pages: number) => void] {
  const [pages, setPages] = useState(0);
  const restoreScroll = useRef<number | null>(null);

  useEffect(() => {
    const saved = shownToRestore(path);
    if (!saved) return forgetShown(path);
    // The browser's own restoration put the shorter page at the old position, or as near as it
    // went (its bottom), or has not acted yet (the top): the cards appended above would push
    // it on (scroll anchoring), so the old position is set again under them. Anywhere else,
    // the visitor has scrolled since, and stays where they are.
    const { scrollHeight } = document.documentElement;
    const at = scrollY;
    if (
      saved.scrollY !== undefined &&
      (at === 0 || Math.abs(at - saved.scrollY) < 2 || at >= scrollHeight - innerHeight - 1)
    )
      restoreScroll.current = saved.scrollY;
    setPages(saved.pages);
  }, [path]);

  useLayoutEffect(() => {
    if (restoreScroll.current === null || pages === 0) return;
    scrollTo(0, restoreScroll.current);
    restoreScroll.current = null;
  }, [pages]);

  useEffect(() => {
    if (pages === 0) return;
    const leave = () => writeShown(path, { pages, scrollY });
    addEventListener("pagehide", leave);
    return () => removeEventListener("pagehide", leave);
  }, [path, pages]);

  const save = (next: number) => {
    setPages(next);
    writeShown(path, { pages: next });
  };
  return [pages, save];
}
