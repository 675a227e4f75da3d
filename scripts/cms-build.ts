import { execFileSync } from "node:child_process";
import { astroBin, astroEnv } from "./astro-bin";
import { generateBrandKit } from "./brand-kit";
import { generateArt } from "./generate-art";
import { writeSizedPictures } from "./sized-pictures";
import { writeFontSubset } from "./subset-font";

// `npm run cms:build`: the editor's own private host (docs/editing.md, "Host the editor"): the
// dev site's pages plus the editor and its API, served on demand by a Node server
// (`npm run cms:serve`). Never the public site: that is `npm run build`, which has no editor.
const buildDir = process.env.BUILD_DIR || "build-editor";
// In local storage the editor writes the disk it runs on, with no sign-in: fine on a marketer's
// own machine (`npm run cms`, 127.0.0.1 only), never on a host.
if (!/^[\w.-]+\/[\w.-]+$/.test(process.env.PUBLIC_KEYSTATIC_GITHUB_REPO ?? "")) {
  console.error(
    "cms:build: set PUBLIC_KEYSTATIC_GITHUB_REPO=<owner>/<repo>; a hosted editor saves to GitHub, never to its own disk.",
  );
  process.exit(1);
}

generateArt();
generateBrandKit();
await writeSizedPictures();
await writeFontSubset();
execFileSync(process.execPath, [astroBin, "build", "--silent"], {
  stdio: "inherit",
  env: astroEnv({ NODE_ENV: "production", H2_CMS: "1", BUILD_DIR: buildDir }),
});
console.log(`editor host: ${buildDir}/server/entry.mjs (npm run cms:serve)`);
