import { spawn } from "node:child_process";
import { astroBin, astroEnv } from "./astro-bin";

// `npm run cms`: the dev site with the editor at /keystatic (local storage: saving writes the
// files in this checkout, and the dev site beside it shows them at once). PORT overrides 4321.
const port = process.env.PORT || "4321";
const child = spawn(process.execPath, [astroBin, "dev", "--port", port], {
  stdio: "inherit",
  // A caller's NODE_ENV (Vitest sets "test") would leave `process.env.NODE_ENV` unreplaced in
  // the editor's browser bundle, where `process` does not exist.
  env: astroEnv({ NODE_ENV: "development", H2_CMS: "1" }),
});
console.log(`editor: http://localhost:${port}/keystatic`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
