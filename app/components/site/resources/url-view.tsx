import { VIEW_PENDING_ATTR } from "~/lib/hydration";

/**
 * The inline script that marks a shared link's view as pending: pages are prerendered without
 * their query string, so /blog?category=devops would first show every article and only switch
 * to DevOps once React is live. When the URL gives one of `keys` a value, this hides the parts
 * that follow it (`url-view`) until useUrlState has rendered them from the URL. The attribute
 * lists the keys the URL gives, so a part that follows one key only (the blog's search box,
 * `url-view-q`) stays visible for a link that sets another. Should the page fail to hydrate (a
 * script that cannot load) or take longer than 8 s, they show as prerendered.
 */
export function pendingViewSource(keys: readonly string[]): string {
  if (!keys.every((k) => /^\w+$/.test(k))) throw new Error(`url-view: bad keys ${keys.join()}`);
  return [
    `(function(r,a){var k=[],m,x=/[?&](${keys.join("|")})=[^&]/g;`,
    "while(m=x.exec(location.search))k.push(m[1]);if(!k.length)return;",
    'r.setAttribute(a,k.join(" "));function show(){r.removeAttribute(a)}',
    'addEventListener("error",function(e){e.target.src&&show()},true);setTimeout(show,8e3)',
    `})(document.documentElement,${JSON.stringify(VIEW_PENDING_ATTR)})`,
  ].join("");
}

/** Placed before the first `url-view` part, so it runs before that part is painted. */
export function PendingViewScript({ keys }: { keys: readonly string[] }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, hashed into the page's CSP at build
  return <script dangerouslySetInnerHTML={{ __html: pendingViewSource(keys) }} />;
}
