import { spawn } from "node:child_process";
import { astroBin, astroEnv } from "./astro-bin";
import { writeSizedPictures } from "./sized-pictures";

// `npm run cms`: the dev site with the editor at /keystatic (local storage: saving writes the
// files in this checkout, and the dev site beside it shows them at once). PORT overrides 4321.
const port = process.env.PORT || "4321";
// The resized copies the articles' pictures are shown in, as a build writes them.
await writeSizedPictures();
const child = spawn(process.execPath, [astroBin, "dev", "--port", port], {
  stdio: "inherit",
  // A caller's NODE_ENV (Vitest sets "test") would leave `process.env.NODE_ENV` unreplaced in
  // the editor's browser bundle, where `process` does not exist.
  // PREVIEW=1: the dev site beside the editor shows drafts and scheduled entries, marked
  // (content/build-clock.ts), so a marketer sees what they saved before it is published.
  env: astroEnv({ NODE_ENV: "development", H2_CMS: "1", PREVIEW: "1" }),
});
console.log(`editor: http://localhost:${port}/keystatic`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
