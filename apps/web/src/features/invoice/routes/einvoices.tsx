import {
  EINVOICE_STATES,
  EINVOICE_STATUS_LABELS,
  EINVOICE_STATUSES,
  EInvoiceSettings,
  TAX_CATEGORIES,
  TAX_CATEGORY_LABELS,
  type EInvoiceSettings as Settings,
  type TaxCategory,
} from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../shared/api-client.ts';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useMoney } from '../../../shared/use-money.ts';
import { useAdminMe } from '../../admin/api.ts';
import { formatDateTime, PageHeader, Pager, Panel, selectClass } from '../../admin/components/ui.tsx';
import {
  adminEInvoicesQuery,
  documentHref,
  downloadOrToast,
  einvoiceSettingsQuery,
  invoiceCalls,
  taxCategoriesQuery,
} from '../api.ts';

const KIND_LABELS = { individual: 'Individual', consolidated: 'Consolidated', refund: 'Refund note' } as const;

/** E-invoices: what is due, sent and rejected (with MyInvois' reason), resend and downloads; settings for admins. */
export default function EInvoicesScreen() {
  useDocumentTitle('E-invoices');
  const me = useAdminMe();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(adminEInvoicesQuery(status, page));
  const queryClient = useQueryClient();
  const money = useMoney();
  const { timeZone } = useSettings();
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (id: string) => {
    setResending(id);
    try {
      const res = await invoiceCalls.resend(id);
      toast.success(res.message ?? 'Queued to be sent again.');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'einvoices'] });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Could not resend.');
    } finally {
      setResending(null);
    }
  };

  const data = list.data;
  return (
    <div className="space-y-6">
      <PageHeader title="E-invoices" />
      {data && (
        <Panel>
          <p className="text-cocoa-700 text-sm" data-testid="einvoice-mode">
            {data.mode === 'myinvois'
              ? 'Documents are sent to LHDN MyInvois; the ones it cannot take now are retried automatically.'
              : 'No MyInvois credentials are set: documents are written to the data folder and listed here for download.'}
          </p>
          <h2 className="mt-3 font-semibold">Due at month end</h2>
          {data.due.length === 0 ? (
            <p className="text-cocoa-700 text-sm">No sales are waiting for a consolidated e-invoice.</p>
          ) : (
            <ul className="text-sm">
              {data.due.map((d) => (
                <li key={d.period}>
                  {d.period}: {d.orders} paid orders, {money(d.amountCents / 100)}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
      <Panel>
        <label className="mb-3 flex max-w-xs flex-col gap-1 text-sm font-medium">
          Status
          <select
            className={selectClass}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All</option>
            {EINVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {EINVOICE_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-cocoa-900/10 border-b">
                <th className="py-2 pr-3">Number</th>
                <th className="py-2 pr-3">Kind</th>
                <th className="py-2 pr-3">Issued</th>
                <th className="py-2 pr-3">Amount</th>
                <th className="py-2 pr-3">Status</th>
                <th className="py-2">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data?.einvoices.map((e) => (
                <tr key={e.id} className="border-cocoa-900/5 border-b align-top" data-testid="einvoice-row">
                  <td className="py-2 pr-3 font-mono text-xs break-all">{e.number}</td>
                  <td className="py-2 pr-3">{KIND_LABELS[e.kind]}</td>
                  <td className="py-2 pr-3">{formatDateTime(Date.parse(e.issuedAt), timeZone)}</td>
                  <td className="py-2 pr-3">{money(e.amountCents / 100)}</td>
                  <td className="py-2 pr-3">
                    {EINVOICE_STATUS_LABELS[e.status]}
                    {e.error && <p className="text-xs text-red-800">{e.error}</p>}
                    {e.attempts > 0 && e.status === 'pending' && (
                      <p className="text-cocoa-700 text-xs">{e.attempts} tries so far</p>
                    )}
                  </td>
                  <td className="flex flex-wrap gap-2 py-2">
                    {e.hasDocument && (
                      <button
                        type="button"
                        className="underline"
                        onClick={() => downloadOrToast(documentHref(e.id), `${e.number}.json`, (m) => toast.error(m))}
                      >
                        Download JSON
                      </button>
                    )}
                    {e.validationUrl && (
                      <a className="underline" href={e.validationUrl} target="_blank" rel="noopener">
                        Validation link
                      </a>
                    )}
                    {e.status === 'invalid' && (
                      <Button variant="secondary" loading={resending === e.id} onClick={() => void resend(e.id)}>
                        Resend
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && data.einvoices.length === 0 && <p className="text-cocoa-700 py-3 text-sm">No e-invoices yet.</p>}
        </div>
        <Pager page={page} hasMore={!!data && page * 50 < data.total} onPage={setPage} />
      </Panel>
      {me.data?.user.role === 'admin' && (
        <>
          <SettingsForm />
          <TaxCategories />
        </>
      )}
    </div>
  );
}

function SettingsForm() {
  const query = useQuery(einvoiceSettingsQuery());
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Settings, string>>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (query.data && !form) setForm(query.data.settings);
  }, [query.data, form]);
  if (!form || !query.data) return null;
  const text = (key: Exclude<keyof Settings, 'requestWindowDays' | 'state'>, label: string) => (
    <TextField
      label={label}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const checked = EInvoiceSettings.safeParse(form);
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) next[issue.path[0] as keyof Settings] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await invoiceCalls.saveSettings(form);
      toast.success('E-invoice settings saved.');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'einvoice-settings'] });
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Could not save.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel>
      <h2 className="mb-1 font-semibold">Shop details for receipts and e-invoices</h2>
      {query.data.missing.length > 0 && (
        <p className="mb-3 text-sm text-red-800" role="status">
          E-invoices are not issued until these are set: {query.data.missing.join(', ')}.
        </p>
      )}
      <form
        onSubmit={(e) => void save(e)}
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        aria-label="E-invoice settings"
      >
        {text('registeredName', 'Registered name')}
        {text('registrationNumber', 'Business registration number')}
        {text('tin', 'TIN')}
        {text('sstNumber', 'SST registration number (empty when not registered)')}
        {text('msicCode', 'MSIC code')}
        {text('businessActivity', 'Business activity')}
        {text('addressLine', 'Address')}
        {text('city', 'City')}
        {text('postcode', 'Postcode')}
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          State
          <select
            className={selectClass}
            value={form.state}
            onChange={(e) => setForm({ ...form, state: e.target.value as Settings['state'] })}
          >
            {Object.keys(EINVOICE_STATES).map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        {text('phone', 'Phone')}
        {text('email', 'Email')}
        <TextField
          label="Request window in days (0: until the end of the month of payment)"
          type="number"
          min={0}
          max={31}
          value={String(form.requestWindowDays)}
          error={errors.requestWindowDays}
          onChange={(e) => setForm({ ...form, requestWindowDays: Number(e.target.value) })}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function TaxCategories() {
  const query = useQuery(taxCategoriesQuery());
  const queryClient = useQueryClient();
  const set = async (productId: string, category: TaxCategory) => {
    try {
      await invoiceCalls.setTax(productId, category);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'tax-categories'] });
      toast.success('Tax category saved.');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'Could not save.');
    }
  };
  if (!query.data) return null;
  return (
    <Panel>
      <h2 className="mb-1 font-semibold">Tax category per product</h2>
      <p className="text-cocoa-700 mb-3 text-sm">
        Used only when the shop has an SST registration number above; prices include the tax.
      </p>
      <ul className="divide-cocoa-900/10 divide-y">
        {query.data.products.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>{p.name}</span>
            <select
              aria-label={`Tax category of ${p.name}`}
              className={`${selectClass} max-w-48`}
              value={p.category}
              onChange={(e) => void set(p.id, e.target.value as TaxCategory)}
            >
              {TAX_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {TAX_CATEGORY_LABELS[c]}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
