import {
  EINVOICE_STATES,
  EInvoiceBuyer,
  formatDateTime,
  ID_TYPE_LABELS,
  ID_TYPES,
  type EInvoiceBuyerInput,
} from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../shared/api-client.ts';
import { useSettings } from '../../../shared/settings.ts';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { downloadOrToast, invoiceCalls, orderInvoiceQuery } from '../api.ts';

const EMPTY: Required<EInvoiceBuyerInput> = {
  name: '',
  tin: '',
  idType: 'NRIC',
  idNumber: '',
  sstNumber: '',
  addressLine: '',
  city: '',
  postcode: '',
  state: 'Selangor',
  country: 'MYS',
  email: '',
  phone: '',
};

/**
 * On a paid order: the receipt download, and the e-invoice request form while the shop's window is
 * open (checked here with the same rules the server applies, so mistakes show beside their field).
 */
export function OrderInvoicePanel({ orderId, status }: { orderId: string; status: string }) {
  const { data } = useQuery(orderInvoiceQuery(orderId, status));
  const [open, setOpen] = useState(false);
  const { timeZone } = useSettings();
  if (!data?.receiptUrl) return null;
  const closes = data.request?.closesAt
    ? formatDateTime(data.request.closesAt, timeZone)
    : null;
  return (
    <section aria-labelledby="receipt-title" className="border-cocoa-900/10 space-y-3 rounded-2xl border bg-white p-5">
      <h2 id="receipt-title" className="font-display text-cocoa-900 text-xl font-semibold">
        Receipt and e-invoice
      </h2>
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            downloadOrToast(data.receiptUrl!, `receipt-${orderId.slice(0, 8).toUpperCase()}.pdf`, (m) => toast.error(m))
          }
        >
          Download receipt (PDF)
        </Button>
      </div>
      {data.einvoice && (
        <p className="text-cocoa-900 text-sm" data-testid="einvoice-status">
          e-Invoice {data.einvoice.number}:{' '}
          {data.einvoice.validationUrl ? (
            <a href={data.einvoice.validationUrl} className="underline" target="_blank" rel="noopener">
              validated by LHDN MyInvois
            </a>
          ) : data.einvoice.status === 'invalid' ? (
            'being corrected by the shop'
          ) : (
            'issued; validation pending'
          )}
        </p>
      )}
      {data.request?.submitted && !data.einvoice && (
        <p className="text-cocoa-900 text-sm">
          Your e-invoice request for {data.request.submitted.name} has been received.
        </p>
      )}
      {data.request?.open && !open && (
        <div className="space-y-1">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Request an e-invoice
          </Button>
          {closes && (
            <p className="text-cocoa-700 text-sm">You can ask for an e-invoice with your tax details until {closes}.</p>
          )}
        </div>
      )}
      {data.request?.open && open && <RequestForm orderId={orderId} onDone={() => setOpen(false)} />}
    </section>
  );
}

function RequestForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof EInvoiceBuyerInput, string>>>({});
  const [busy, setBusy] = useState(false);
  const field = (key: keyof EInvoiceBuyerInput) => ({
    value: String(form[key] ?? ''),
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = EInvoiceBuyer.safeParse(form);
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof EInvoiceBuyerInput;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await invoiceCalls.request(orderId, form);
      toast.success(res.message ?? 'Your e-invoice request has been received.');
      await queryClient.invalidateQueries({ queryKey: ['order-invoice', orderId] });
      onDone();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The request could not be sent. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label="E-invoice request"
    >
      <TextField
        label="Name (as registered with LHDN)"
        autoComplete="name"
        className="sm:col-span-2"
        {...field('name')}
      />
      <TextField label="Tax identification number (TIN)" placeholder="IG12345678901" {...field('tin')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="einvoice-id-type" className="text-cocoa-900 text-sm font-medium">
          Identification type
        </label>
        <select
          id="einvoice-id-type"
          className={inputClass}
          value={form.idType}
          onChange={(e) => setForm((f) => ({ ...f, idType: e.target.value as typeof f.idType }))}
        >
          {ID_TYPES.map((t) => (
            <option key={t} value={t}>
              {ID_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Identification number" {...field('idNumber')} />
      <TextField label="SST registration number (if any)" {...field('sstNumber')} />
      <TextField label="Address" autoComplete="street-address" className="sm:col-span-2" {...field('addressLine')} />
      <TextField label="City" autoComplete="address-level2" {...field('city')} />
      <TextField label="Postcode" autoComplete="postal-code" inputMode="numeric" {...field('postcode')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="einvoice-state" className="text-cocoa-900 text-sm font-medium">
          State
        </label>
        <select
          id="einvoice-state"
          className={inputClass}
          value={form.state}
          onChange={(e) => setForm((f) => ({ ...f, state: e.target.value as typeof f.state }))}
        >
          {Object.keys(EINVOICE_STATES).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {errors.state && <p className="text-sm text-red-700">{errors.state}</p>}
      </div>
      <TextField label="Country code" maxLength={3} {...field('country')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={busy}>
          Send request
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
