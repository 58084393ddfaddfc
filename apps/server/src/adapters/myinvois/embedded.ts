import fs from 'node:fs/promises';
import path from 'node:path';
import type { Delivery, EInvoiceGateway, OutgoingDocument } from './types.ts';

/** Document numbers are the shop's own, but a file name is built from them: keep it to a safe alphabet. */
export const fileNameOf = (number: string) => `${number.replace(/[^A-Za-z0-9_-]/g, '_')}.json`;

/**
 * No MyInvois credentials: the documents are written to DATA_DIR/einvoices/ (atomically, so a reader
 * never sees half a file) and the back office lists them for download. Nothing leaves the machine.
 */
export function embeddedGateway(dir: string): EInvoiceGateway {
  return {
    mode: 'embedded',
    async deliver(docs: OutgoingDocument[]): Promise<Delivery> {
      await fs.mkdir(dir, { recursive: true });
      for (const doc of docs) {
        const target = path.join(dir, fileNameOf(doc.number));
        const temp = `${target}.${process.pid}.tmp`;
        await fs.writeFile(temp, doc.json);
        await fs.rename(temp, target);
      }
      return { mode: 'written', written: docs.map((d) => d.number) };
    },
    async poll() {
      return { done: true, documents: [] };
    },
    validationUrl() {
      return null;
    },
  };
}
