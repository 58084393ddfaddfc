import fs from 'node:fs';
import path from 'node:path';
import PostalMime, { type Email } from 'postal-mime';

/** The mails the embedded outbox wrote under DATA_DIR/outbox, oldest first. */
export function outboxFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function readMail(file: string): Promise<Email> {
  return PostalMime.parse(fs.readFileSync(file));
}

/**
 * The newest mail sent to `to` among the files after the first `skip`, waiting briefly because
 * some mails are sent after the answer.
 */
export async function lastMailTo(dataDir: string, to: string, skip = 0, timeoutMs = 20_000): Promise<Email> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    for (const file of outboxFiles(dataDir).slice(skip).reverse()) {
      const mail = await readMail(file);
      if (mail.to?.some((a) => 'address' in a && a.address === to)) return mail;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function codeIn(mail: Email): string {
  const match = /\b(\d{6})\b/.exec(mail.text ?? '');
  if (!match) throw new Error('no 6-digit code in the mail');
  return match[1]!;
}
