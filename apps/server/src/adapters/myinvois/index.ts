import path from 'node:path';
import type { Config } from '../../config.ts';
import { embeddedGateway } from './embedded.ts';
import { myInvoisGateway } from './http.ts';
import type { EInvoiceGateway } from './types.ts';

export * from './types.ts';
export { embeddedGateway, fileNameOf } from './embedded.ts';
export { myInvoisGateway } from './http.ts';

/** Where the embedded adapter writes documents; the back office reads them back from here. */
export const einvoiceDir = (config: Config) => path.join(config.dataDir, 'einvoices');

/** MyInvois when its credentials are configured; otherwise the documents go to the data folder. */
export function createEInvoiceGateway(config: Config): EInvoiceGateway {
  return config.myInvois ? myInvoisGateway(config.myInvois) : embeddedGateway(einvoiceDir(config));
}
