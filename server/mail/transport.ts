import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { OutboxRow } from "../db/schema";
import { headerSafe } from "./escape";

export interface MailTransport {
  send(row: OutboxRow): Promise<void>;
  close(): void;
  describe: string;
}

export interface TransportOptions {
  smtpUrl?: string;
  dataDir: string;
  from: string;
  /** Domain for Message-IDs. */
  domain: string;
}

function message(row: OutboxRow, from: string, domain: string) {
  return {
    from,
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: headerSafe(row.subject),
    text: row.text_body,
    html: row.html_body,
    messageId: `<${row.id}@${domain}>`,
    // Mail clients show their own Unsubscribe button for these, and unsubscribe with a POST
    // (RFC 8058), which a link scanner never sends.
    headers: row.list_unsubscribe
      ? {
          "List-Unsubscribe": `<${headerSafe(row.list_unsubscribe, 500)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : undefined,
    date: new Date(row.created_at),
    // Never let nodemailer read files or URLs named in content.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** SMTP when a URL is configured; otherwise each message is written to DATA_DIR/mail/*.eml. */
export function createTransport({
  smtpUrl,
  dataDir,
  from,
  domain,
}: TransportOptions): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as object);
    return {
      describe: `smtp ${new URL(smtpUrl).host}`,
      async send(row) {
        await transporter.sendMail(message(row, from, domain));
      },
      close: () => transporter.close(),
    };
  }
  const dir = join(dataDir, "mail");
  const streamer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  let made = false;
  return {
    describe: `.eml files in ${dir}`,
    async send(row) {
      // Created on first use: an unwritable data folder fails a send (retried), not the boot.
      if (!made) await mkdir(dir, { recursive: true });
      made = true;
      const info = await streamer.sendMail(message(row, from, domain));
      const stamp = row.created_at.replace(/[:.]/g, "-");
      // Written off the event loop: requests keep being answered while the disk works.
      await writeFile(join(dir, `${stamp}-${row.kind}-${row.id}.eml`), info.message as Buffer);
    },
    close: () => streamer.close(),
  };
}
