import { spawn } from "node:child_process";
import { buildDir, buildWhenStale } from "./build";
import { serverEntry } from "./build-server";

// `npm start`: build when the output is missing or older than the sources, then serve it with
// the same command as production (`npm run serve`, the image's CMD): compiled JavaScript on
// this Node, no loader.
console.log("start: checking the build…");
if (await buildWhenStale()) console.log("start: built");
// A fresh machine has no SMTP server: ask for .eml files explicitly (production refuses to
// start without SMTP_URL otherwise). With SMTP_URL or MAIL_TRANSPORT set, theirs is kept.
const env = { ...process.env };
if (!env.MAIL_TRANSPORT && !env.SMTP_URL) {
  env.MAIL_TRANSPORT = "files";
  console.log(
    "start: MAIL_TRANSPORT=files: every e-mail is written as an .eml file under data/mail/ (set SMTP_URL to send them)",
  );
}
// Nor an alert route: production refuses to start without one unless paging is declined.
if (!env.ALERTS && !env.ALERT_WEBHOOK_URL && !env.ALERT_WEBHOOK_URL_FILE) {
  env.ALERTS = "off";
  console.log(
    "start: ALERTS=off: no one is paged (set ALERT_WEBHOOK_URL to post delivery alerts to Slack)",
  );
}
const server = spawn(process.execPath, ["--enable-source-maps", serverEntry(buildDir)], {
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
