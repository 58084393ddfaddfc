import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for MyInvois, shared by the API tests and the browser journey: the token endpoint
 * (client credentials, scope InvoicingAPI), submissions (at most 100 documents and 5 MB, base64 JSON
 * with its SHA-256), polling, and document details. Documents are validated asynchronously: a poll
 * finds them Valid with a long ID, or Invalid when their number is in `rejectNumbers`. Tokens can be
 * expired at will, and the whole service can be taken down (503) to test waiting and retrying.
 */
export interface FakeMyInvoisDocument {
  uuid: string;
  number: string;
  submissionUid: string;
  json: unknown;
  status: 'Submitted' | 'Valid' | 'Invalid';
  longId: string | null;
  reason: string | null;
}

export interface FakeMyInvois {
  origin: string;
  /** The shop's environment for this fake. */
  shopEnv: Record<string, string>;
  documents: FakeMyInvoisDocument[];
  submissions: { uid: string; count: number; bytes: number }[];
  tokensIssued: number;
  /** Calls answered 401 because the token had expired or was revoked. */
  unauthorized: number;
  /** Document numbers MyInvois will find invalid (with this reason). */
  rejectNumbers: Map<string, string>;
  /** Numbers refused at submission (synchronous structure errors). */
  refuseNumbers: Map<string, string>;
  /** Answer 503 to everything while true. */
  down: boolean;
  /** Validate on the first poll (default) or keep documents "Submitted" until false. */
  holdValidation: boolean;
  /** Every token issued so far stops working. */
  expireTokens(): void;
  close(): Promise<void>;
}

export const FAKE_CLIENT_ID = 'shop-client';
export const FAKE_CLIENT_SECRET = 'shop-secret';

export async function startFakeMyInvois(port = 0): Promise<FakeMyInvois> {
  const tokens = new Set<string>();
  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const fake: FakeMyInvois = {
    origin: '',
    shopEnv: {},
    documents: [],
    submissions: [],
    tokensIssued: 0,
    unauthorized: 0,
    rejectNumbers: new Map(),
    refuseNumbers: new Map(),
    down: false,
    holdValidation: false,
    expireTokens: () => tokens.clear(),
    close: async () => {},
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const body = await readBody(req);
    if (fake.down) return send(res, 503, { error: { message: 'Service unavailable' } });

    if (req.method === 'POST' && url.pathname === '/connect/token') {
      const form = new URLSearchParams(body);
      if (
        form.get('client_id') !== FAKE_CLIENT_ID ||
        form.get('client_secret') !== FAKE_CLIENT_SECRET ||
        form.get('grant_type') !== 'client_credentials' ||
        form.get('scope') !== 'InvoicingAPI'
      ) {
        return send(res, 400, { error: 'invalid_client' });
      }
      const token = randomBytes(12).toString('hex');
      tokens.add(token);
      fake.tokensIssued++;
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 3600, scope: 'InvoicingAPI' });
    }

    const auth = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!auth || !tokens.has(auth)) {
      fake.unauthorized++;
      return send(res, 401, { error: 'invalid_token' });
    }

    if (req.method === 'POST' && url.pathname === '/api/v1.0/documentsubmissions') {
      const parsed = JSON.parse(body) as {
        documents?: { format: string; document: string; documentHash: string; codeNumber: string }[];
      };
      const docs = parsed.documents ?? [];
      if (docs.length === 0 || docs.length > 100)
        return send(res, 400, { error: { code: 'BadStructure', message: 'Between 1 and 100 documents.' } });
      if (Buffer.byteLength(body) > 5 * 1024 * 1024)
        return send(res, 400, { error: { code: 'MaximumSizeExceeded', message: 'Over 5 MB.' } });
      const uid = randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();
      fake.submissions.push({ uid, count: docs.length, bytes: Buffer.byteLength(body) });
      const accepted: { uuid: string; invoiceCodeNumber: string }[] = [];
      const rejected: { invoiceCodeNumber: string; error: unknown }[] = [];
      for (const d of docs) {
        const json = Buffer.from(d.document, 'base64').toString('utf8');
        const hash = createHash('sha256').update(json).digest('hex');
        const refusal = fake.refuseNumbers.get(d.codeNumber);
        if (d.format !== 'JSON' || hash !== d.documentHash || refusal) {
          rejected.push({
            invoiceCodeNumber: d.codeNumber,
            error: {
              code: 'BadArgument',
              message: 'Invalid document',
              details: [{ message: refusal ?? 'Hash or format mismatch' }],
            },
          });
          continue;
        }
        const uuid = randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();
        fake.documents.push({
          uuid,
          number: d.codeNumber,
          submissionUid: uid,
          json: JSON.parse(json),
          status: 'Submitted',
          longId: null,
          reason: null,
        });
        accepted.push({ uuid, invoiceCodeNumber: d.codeNumber });
      }
      return send(res, 202, { submissionUid: uid, acceptedDocuments: accepted, rejectedDocuments: rejected });
    }

    const poll = /^\/api\/v1\.0\/documentsubmissions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && poll) {
      const docs = fake.documents.filter((d) => d.submissionUid === poll[1]);
      if (docs.length === 0) return send(res, 404, { error: { message: 'No such submission' } });
      if (!fake.holdValidation) {
        for (const d of docs.filter((x) => x.status === 'Submitted')) {
          const reason = fake.rejectNumbers.get(d.number);
          if (reason) {
            d.status = 'Invalid';
            d.reason = reason;
          } else {
            d.status = 'Valid';
            d.longId = randomBytes(20).toString('hex').toUpperCase();
          }
        }
      }
      const overall = docs.some((d) => d.status === 'Submitted')
        ? 'in progress'
        : docs.every((d) => d.status === 'Valid')
          ? 'valid'
          : 'partially valid';
      return send(res, 200, {
        submissionUid: poll[1],
        documentCount: docs.length,
        overallStatus: overall,
        documentSummary: docs.map((d) => ({
          uuid: d.uuid,
          submissionUid: d.submissionUid,
          longId: d.longId ?? '',
          internalId: d.number,
          status: d.status,
        })),
      });
    }

    const details = /^\/api\/v1\.0\/documents\/([^/]+)\/details$/.exec(url.pathname);
    if (req.method === 'GET' && details) {
      const d = fake.documents.find((x) => x.uuid === details[1]);
      if (!d) return send(res, 404, { error: { message: 'No such document' } });
      return send(res, 200, {
        uuid: d.uuid,
        status: d.status,
        validationResults: {
          status: d.status,
          validationSteps:
            d.status === 'Invalid'
              ? [
                  {
                    status: 'Invalid',
                    name: 'Step03-Duplicated Submission Validator',
                    error: { error: d.reason, innerError: [] },
                  },
                ]
              : [{ status: 'Valid', name: 'Step01-Structure Validator' }],
        },
      });
    }
    return send(res, 404, { error: { message: 'Not found' } });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.origin = origin;
  fake.shopEnv = {
    MYINVOIS_CLIENT_ID: FAKE_CLIENT_ID,
    MYINVOIS_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    MYINVOIS_API_URL: origin,
    MYINVOIS_PORTAL_URL: `${origin}/portal`,
    MYINVOIS_TIMEOUT_MS: '5000',
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
