/**
 * The drill's steady load through nginx: pages (nginx's files), readiness probes and form posts
 * (the API instances), each a loop of its own; every answer but the expected one is a failure.
 * Form posts stay under nginx's /api/ limit for one client (30 a minute, deploy/nginx.conf).
 */
const PAGES = ["/", "/contact", "/blog", "/dedicated-team", "/no-such-page"];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Load {
  /** Seconds from now until the marker file through nginx reads `label`. */
  waitFor(label: string): Promise<number>;
  stop(): Promise<{
    total: number;
    pages: number;
    probes: number;
    posts: number;
    failed: string[];
    acknowledged: string[];
  }>;
}

export function startLoad(origin: string): Load {
  let running = true;
  const failed: string[] = [];
  const acknowledged: string[] = [];
  const counts = { pages: 0, probes: 0, posts: 0 };
  let marker = "";

  const attempt = async (what: string, expected: number, send: () => Promise<Response>) => {
    try {
      const res = await send();
      const body = await res.text();
      if (res.status !== expected) failed.push(`${what}: ${res.status}`);
      return { res, body };
    } catch (e) {
      failed.push(`${what}: ${(e as Error).message}`);
      return undefined;
    }
  };
  const loop = async (every: number, step: (n: number) => Promise<void>) => {
    for (let n = 0; running; n++) {
      await step(n);
      await sleep(every);
    }
  };

  const loops = [
    loop(40, async (n) => {
      const path = PAGES[n % PAGES.length] as string;
      counts.pages++;
      await attempt(`GET ${path}`, path === "/no-such-page" ? 404 : 200, () =>
        fetch(origin + path),
      );
    }),
    loop(200, async () => {
      counts.probes++;
      await attempt("GET /readyz", 200, () => fetch(`${origin}/readyz`));
    }),
    loop(2500, async () => {
      counts.posts++;
      const r = await attempt("POST /api/contact", 201, () =>
        fetch(`${origin}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({
            name: "Drill Visitor",
            email: `drill-${counts.posts}@example.org`,
            phone: "",
            company: "Drill Ltd",
            message: "A steady form post during the deploy drill.",
            marketing_consent: false,
            idempotency_key: crypto.randomUUID(),
            website: "",
            elapsed_ms: 8000,
            source: "/contact",
          }),
        }),
      );
      if (r?.res.status === 201) acknowledged.push((JSON.parse(r.body) as { id: string }).id);
    }),
    loop(100, async () => {
      try {
        marker = (await (await fetch(`${origin}/drill-release.txt`)).text()).trim();
      } catch {}
    }),
  ];

  return {
    async waitFor(label) {
      const t = performance.now();
      while (marker !== label) await sleep(50);
      return (performance.now() - t) / 1000;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return {
        total: counts.pages + counts.probes + counts.posts,
        ...counts,
        failed,
        acknowledged,
      };
    },
  };
}
