import {
  type ComponentType,
  createContext,
  lazy,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { ISLAND_ATTR, isHydrated, LIVE_ATTR } from "~/lib/hydration";
import { islandCode } from "./island-code";

/** Within an island: whether it took over prerendered HTML (null outside any island). */
const PrerenderedContext = createContext<boolean | null>(null);

/**
 * For an effect: whether this component took over the page's prerendered HTML rather than
 * rendering after a client navigation. Inside an island, that is decided when the page
 * hydrates, not when the island's code arrives (later, once the page is already live).
 */
export function useTookOverPrerendered(): () => boolean {
  const island = useContext(PrerenderedContext);
  return () => island ?? !isHydrated();
}

/** How near the screen (one viewport height) an island's code starts to load. */
const NEAR = "100% 0px";

/**
 * A part of a page whose code (a form's validation) loads only when the part comes within a
 * screen of view or takes focus, instead of with the page's hydration: the
 * page hydrates around it and React leaves its prerendered HTML in place (a Suspense boundary
 * that suspends while hydrating) until the code is here. Rendered after a client navigation,
 * it loads at once. The prerender waits for it (app/entry.server.tsx), so the HTML is complete.
 */
export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const code = islandCode(name, load);
  const Lazy = lazy(async () => ({
    default: typeof document === "undefined" ? await load() : await code.fetchCode(),
  }));

  // biome-ignore lint/correctness/noComponentHookFactories: called once per island at module level, so the component is stable
  function Island(props: P) {
    const host = useRef<HTMLDivElement>(null);
    const [prerendered] = useState(() => typeof document !== "undefined" && !isHydrated());
    useEffect(() => {
      const el = host.current;
      if (!el || !prerendered) return code.want();
      // Heard on the way down from the window: React stops events aimed at a part it has not
      // hydrated yet at the document, before they would reach the island itself.
      const onFocus = (e: Event) => {
        if (e.target instanceof Node && el.contains(e.target)) code.want();
      };
      const options = { capture: true, passive: true };
      addEventListener("focusin", onFocus, options);
      const near = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) code.want();
        },
        { rootMargin: NEAR },
      );
      near.observe(el);
      return () => {
        near.disconnect();
        removeEventListener("focusin", onFocus, options);
      };
    }, [prerendered]);
    return (
      <div ref={host} {...{ [ISLAND_ATTR]: name }}>
        <PrerenderedContext value={prerendered}>
          <Suspense fallback={null}>
            <Lazy {...props} />
            <Live host={host} />
          </Suspense>
        </PrerenderedContext>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** Marks the island live once its content has hydrated (the starter's holds wait for it). */
function Live({ host }: { host: RefObject<HTMLDivElement | null> }) {
  useEffect(() => host.current?.setAttribute(LIVE_ATTR, ""), [host]);
  return null;
}
