import { LCP_ELEMENT_MAX, type VitalName } from "@lib/web-vitals";
import { onLCP } from "web-vitals/attribution/onLCP.js";
import { onCLS } from "web-vitals/onCLS.js";
import { onFCP } from "web-vitals/onFCP.js";
import { onINP } from "web-vitals/onINP.js";
import { onTTFB } from "web-vitals/onTTFB.js";
import { optedOut } from "./visit";

/** Where the beacon goes (server/vitals/). */
export const VITALS_URL = "/api/vitals";

/**
 * The page's Core Web Vitals as this visitor felt them, measured by Google's `web-vitals`
 * library and sent with the view beacon's rules: `sendBeacon` as the page is hidden or left,
 * no cookie, no identifier, nothing kept on the device, nothing at all with Global Privacy
 * Control. Each value goes once (INP and CLS, which grow while the page is open, at the hide
 * that ends them); a page shown again from the back-forward cache measures anew. The server
 * names the route and the device class from the request itself, never from the beacon.
 *
 * Loaded after the forms' scripts, when the browser is idle (init-all.ts): the observers read
 * back what came before them (the paints, shifts and slow interactions are buffered), so
 * loading late costs the figures nothing but an interaction quicker than 104 ms before it came.
 */
export function reportVitals(win: Window) {
  if (optedOut(win)) return;
  const pending: Partial<Record<VitalName, number>> = {};
  let element: string | undefined;
  const keep =
    (name: VitalName, digits = 0) =>
    ({ value }: { value: number }) => {
      pending[name] = Number(value.toFixed(digits));
    };
  onLCP((metric) => {
    keep("lcp")(metric);
    element = metric.attribution.target?.slice(0, LCP_ELEMENT_MAX);
  });
  onFCP(keep("fcp"));
  onTTFB(keep("ttfb"));
  onINP(keep("inp"));
  onCLS(keep("cls", 4));
  const send = () => {
    if (Object.keys(pending).length === 0) return;
    const body = { path: win.location.pathname, ...pending, lcp_element: pending.lcp && element };
    for (const name of Object.keys(pending) as VitalName[]) delete pending[name];
    win.navigator.sendBeacon?.(VITALS_URL, JSON.stringify(body));
  };
  // On the window, so it runs after the library's own listeners on the document have given
  // their last values for this page.
  win.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") send();
  });
  win.addEventListener("pagehide", send);
}
