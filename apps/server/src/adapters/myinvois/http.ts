import { createHash } from 'node:crypto';
import type { MyInvoisConfig } from '../../config.ts';
import {
  GatewayUnavailable,
  type Delivery,
  type EInvoiceGateway,
  type OutgoingDocument,
  type PolledDocument,
} from './types.ts';

interface Token {
  value: string;
  expiresAt: number;
}

/** MyInvois answers errors as { error: { code, message, details: [{ message }] } } or { error, error_description }. */
function reasonOf(body: unknown): string {
  const b = body as { error?: unknown; message?: unknown; error_description?: unknown } | null;
  const e = b?.error as { message?: unknown; details?: { message?: unknown }[] } | string | undefined;
  if (typeof e === 'string') return typeof b?.error_description === 'string' ? `${e}: ${b.error_description}` : e;
  const parts = [e?.message, ...(e?.details ?? []).map((d) => d.message)].filter(
    (m): m is string => typeof m === 'string',
  );
  if (parts.length > 0) return parts.join(' ').slice(0, 1000);
  return typeof b?.message === 'string' ? b.message : 'MyInvois gave no reason.';
}

/** The validation errors of an invalid document, from its details' validation steps. */
function validationReason(details: unknown): string {
  const steps =
    (details as { validationResults?: { validationSteps?: unknown[] } })?.validationResults?.validationSteps ?? [];
  const messages: string[] = [];
  for (const step of steps as {
    status?: string;
    name?: string;
    error?: { error?: string; innerError?: { error?: string }[] };
  }[]) {
    if (step.status !== 'Invalid') continue;
    const inner = (step.error?.innerError ?? []).map((i) => i.error).filter(Boolean);
    messages.push(`${step.name ?? 'Step'}: ${[step.error?.error, ...inner].filter(Boolean).join('; ')}`);
  }
  return messages.length > 0 ? messages.join(' | ').slice(0, 2000) : 'MyInvois marked the document invalid.';
}

/**
 * The MyInvois API: OAuth2 client credentials (scope InvoicingAPI) for a bearer token kept until just
 * before it expires; a 401 (the token expired early or was revoked) fetches a new one and retries once.
 * Any network failure, 5xx or 429 is GatewayUnavailable: the caller keeps the documents queued.
 */
export function myInvoisGateway(config: MyInvoisConfig, now: () => number = Date.now): EInvoiceGateway {
  let token: Token | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (err) {
      throw new GatewayUnavailable(`MyInvois could not be reached: ${(err as Error).message}`);
    }
  }

  async function fetchToken(): Promise<string> {
    const res = await send(new URL('/connect/token', config.apiUrl).toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
        scope: 'InvoicingAPI',
      }).toString(),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_in?: number } | null;
    if (!res.ok || !body?.access_token) {
      throw new GatewayUnavailable(`MyInvois refused the shop's credentials (${res.status}): ${reasonOf(body)}`);
    }
    // A minute early, so a token is never used in its last seconds.
    token = { value: body.access_token, expiresAt: now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  async function api(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    for (let attempt = 0; ; attempt++) {
      const bearer = token && token.expiresAt > now() ? token.value : await fetchToken();
      const res = await send(new URL(path, config.apiUrl).toString(), {
        method,
        headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      if (res.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      const parsed = await res.json().catch(() => null);
      if (res.status === 429 || res.status >= 500 || res.status === 401) {
        throw new GatewayUnavailable(`MyInvois answered ${res.status}: ${reasonOf(parsed)}`);
      }
      return { status: res.status, body: parsed };
    }
  }

  return {
    mode: 'myinvois',
    async deliver(docs: OutgoingDocument[]): Promise<Delivery> {
      const res = await api('POST', '/api/v1.0/documentsubmissions', {
        documents: docs.map((d) => ({
          format: 'JSON',
          document: Buffer.from(d.json).toString('base64'),
          documentHash: createHash('sha256').update(d.json).digest('hex'),
          codeNumber: d.number,
        })),
      });
      // 422: the same submission again within a short time; asked to wait, nothing was decided.
      if (res.status === 422) throw new GatewayUnavailable(`MyInvois asked to wait: ${reasonOf(res.body)}`);
      if (res.status !== 202 && res.status !== 200) {
        // The whole submission was refused (its structure); every document carries the reason.
        const reason = `MyInvois refused the submission (${res.status}): ${reasonOf(res.body)}`;
        return {
          mode: 'submitted',
          submissionUid: '',
          accepted: [],
          rejected: docs.map((d) => ({ number: d.number, reason })),
        };
      }
      const b = res.body as {
        submissionUid?: string;
        acceptedDocuments?: { uuid: string; invoiceCodeNumber: string }[];
        rejectedDocuments?: { invoiceCodeNumber: string; error?: unknown }[];
      };
      return {
        mode: 'submitted',
        submissionUid: b.submissionUid ?? '',
        accepted: (b.acceptedDocuments ?? []).map((a) => ({ number: a.invoiceCodeNumber, uuid: a.uuid })),
        rejected: (b.rejectedDocuments ?? []).map((r) => ({
          number: r.invoiceCodeNumber,
          reason: reasonOf({ error: r.error }),
        })),
      };
    },
    async poll(submissionUid: string) {
      const res = await api('GET', `/api/v1.0/documentsubmissions/${encodeURIComponent(submissionUid)}`);
      if (res.status !== 200)
        throw new GatewayUnavailable(`MyInvois could not show submission ${submissionUid}: ${reasonOf(res.body)}`);
      const b = res.body as {
        overallStatus?: string;
        documentSummary?: {
          uuid: string;
          internalId: string;
          status: PolledDocument['status'];
          longId?: string | null;
        }[];
      };
      const documents: PolledDocument[] = [];
      for (const d of b.documentSummary ?? []) {
        let reason: string | null = null;
        if (d.status === 'Invalid') {
          const details = await api('GET', `/api/v1.0/documents/${encodeURIComponent(d.uuid)}/details`);
          reason = details.status === 200 ? validationReason(details.body) : 'MyInvois marked the document invalid.';
        }
        documents.push({ uuid: d.uuid, number: d.internalId, status: d.status, longId: d.longId || null, reason });
      }
      const done =
        (b.overallStatus ?? '').toLowerCase() !== 'in progress' && documents.every((d) => d.status !== 'Submitted');
      return { done, documents };
    },
    validationUrl(uuid: string, longId: string) {
      return `${config.portalUrl.replace(/\/$/, '')}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
    },
  };
}
