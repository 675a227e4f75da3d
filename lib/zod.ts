import * as z from "zod/mini";

// zod/mini keeps browser bundles small. No runtime code generation: zod would otherwise probe
// `new Function` in the browser, which the Content-Security-Policy refuses (and reports).
z.config({ jitless: true });

export { z };
