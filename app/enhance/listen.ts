/**
 * Listens for `type` anywhere on the page, first of all listeners: in the capture phase on the
 * window. React listens on the document and, while it hydrates, may stop an event aimed at a
 * part it has not hydrated yet; a listener below it would then never hear the visitor's key or
 * press, although the page on screen is whole.
 */
export function listen<K extends keyof WindowEventMap>(
  doc: Document,
  type: K,
  handler: (e: WindowEventMap[K]) => void,
) {
  (doc.defaultView ?? window).addEventListener(type, handler, { capture: true });
}

/** Runs an enhancement unless this page has it already (the starter's, then the boot script's). */
export function once(doc: Document, name: string, run: (doc: Document) => void) {
  const win = (doc.defaultView ?? window) as unknown as { __h2enhanced?: Record<string, true> };
  const done = win.__h2enhanced ?? {};
  win.__h2enhanced = done;
  if (done[name]) return;
  done[name] = true;
  run(doc);
}
