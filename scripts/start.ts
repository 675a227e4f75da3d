import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { build, buildDir } from "./build";
import { serverEntry } from "./build-server";
import { sourceStamp } from "./source-stamp";

// `npm start`: build when the output is missing or older than the sources, then serve it with
// the same command as production (`npm run serve`, the image's CMD): compiled JavaScript on
// this Node, no loader.
const stampFile = `${buildDir}/.stamp`;
const stamp = existsSync(stampFile) ? readFileSync(stampFile, "utf8") : "";
if (!existsSync(serverEntry(buildDir)) || stamp !== sourceStamp()) {
  console.log("start: building the site first…");
  await build();
}
const server = spawn(process.execPath, ["--enable-source-maps", serverEntry(buildDir)], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
