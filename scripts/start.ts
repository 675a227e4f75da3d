import { existsSync, readFileSync } from "node:fs";
import { build, buildDir } from "./build";
import { sourceStamp } from "./source-stamp";

// Build when the output is missing or older than the sources, then serve.
const stampFile = `${buildDir}/.stamp`;
const stamp = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
if (!existsSync(`${buildDir}/client/index.html`) || stamp !== sourceStamp()) {
  console.log("start: building the site first…");
  await build();
}
await import("../server/index");
