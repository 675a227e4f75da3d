import { useEffect, useSyncExternalStore } from "react";
import { NOTE_EVENT, NOTES_GLOBAL, type Note } from "~/enhance/share";

/**
 * Toasts without shipping the toast library on every page: sonner is fetched on the first
 * notification, its <Toaster> mounted (see LazyToaster in root) and then the toast shown.
 */
type Kind = "success" | "error" | "info" | "warning";
interface Options {
  description?: string;
}

let wanted = false;
const listeners = new Set<() => void>();
const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));

export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => wanted,
    () => false,
  );
}

let ready: Promise<typeof import("sonner")> | null = null;

function loadToaster() {
  ready ??= import("sonner").then(async (mod) => {
    wanted = true;
    for (const l of listeners) l();
    // Let React mount the Toaster so it is subscribed before the first toast.
    await frame();
    await frame();
    return mod;
  });
  return ready;
}

export async function notify(kind: Kind, title: string, options?: Options) {
  const { toast } = await loadToaster();
  toast[kind](title, options);
}

/**
 * Toasts the page's enhancements asked for (app/enhance/share.ts: a link copied before React
 * was live, or after): shown as they come, and those still fresh when React arrives.
 */
export function useEnhancementNotes() {
  useEffect(() => {
    const w = window as unknown as Record<string, Note[] | undefined>;
    const show = () => {
      const notes = w[NOTES_GLOBAL]?.splice(0) ?? [];
      for (const n of notes)
        if (Date.now() - n.at < NOTE_FRESH_MS)
          void notify(n.kind, n.title, { description: n.description });
    };
    show();
    addEventListener(NOTE_EVENT, show);
    return () => removeEventListener(NOTE_EVENT, show);
  }, []);
}

/** A note older than this when React arrives is stale: its moment has passed. */
const NOTE_FRESH_MS = 4000;
