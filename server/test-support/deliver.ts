import type { Db } from "../db/connect";
import { startOutboxWorker } from "../mail/outbox";
import { createTransport } from "../mail/transport";
import { silentLog } from "./log";
import { startSmtp } from "./smtp";

/** The sender the delivery tests' mail is from. */
export const TEST_FROM = '"H2" <no-reply@h2.test>';

/**
 * A real SMTP server on loopback and an outbox worker sending `db`'s queue to it, as the server
 * runs them (its .eml copies, if any, under dataDir); stop() ends the worker, then both.
 */
export async function deliverToSmtp(db: Db, dataDir: string) {
  const smtp = await startSmtp();
  const transport = createTransport({
    smtpUrl: smtp.url,
    dataDir,
    from: TEST_FROM,
    domain: "h2.test",
  });
  const worker = startOutboxWorker(db, transport, { intervalMs: 50, log: silentLog });
  return {
    smtp,
    async stop() {
      await worker.stop();
      transport.close();
      await smtp.close();
    },
  };
}
