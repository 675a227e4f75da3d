import { useSyncExternalStore } from "react";

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
