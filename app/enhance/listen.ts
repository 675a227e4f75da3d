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
