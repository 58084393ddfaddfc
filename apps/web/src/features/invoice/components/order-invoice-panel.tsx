import {
  EINVOICE_STATES,
  stateName,
  EInvoiceBuyer,
  formatDateTime,
  ID_TYPE_LABELS,
  ID_TYPES,
  type EInvoiceBuyerInput,
} from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../shared/toast.ts';
import { ApiError } from '../../../shared/api-client.ts';
import { useSettings } from '../../../shared/settings.ts';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { downloadOrToast, invoiceCalls, orderInvoiceQuery } from '../api.ts';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../shared/i18n/react.tsx';

const EMPTY: Required<EInvoiceBuyerInput> = {
  name: '',
  tin: '',
  idType: 'NRIC',
  idNumber: '',
  sstNumber: '',
  addressLine: '',
  city: '',
  postcode: '',
  // i18n-ignore: a state's name, the form's first choice
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
  const { t } = useTranslation('invoice');
  const lang = useLang();
  const { data } = useQuery(orderInvoiceQuery(orderId, status));
  const [open, setOpen] = useState(false);
  const { timeZone } = useSettings();
  if (!data?.receiptUrl) return null;
  const closes = data.request?.closesAt ? formatDateTime(data.request.closesAt, timeZone, lang) : null;
  return (
    <section aria-labelledby="receipt-title" className="border-cocoa-900/10 space-y-3 rounded-2xl border bg-white p-5">
      <h2 id="receipt-title" className="font-display text-cocoa-900 text-xl font-semibold">
        {t('orderInvoicePanel.receiptAndEInvoice')}
      </h2>
      <div>
        <Button
          variant="secondary"
          onClick={() =>
            downloadOrToast(data.receiptUrl!, `receipt-${orderId.slice(0, 8).toUpperCase()}.pdf`, (m) => toast.error(m))
          }
        >
          {t('orderInvoicePanel.downloadReceiptPdf')}
        </Button>
      </div>
      {data.einvoice && (
        <p className="text-cocoa-900 text-sm" data-testid="einvoice-status">
          {t('orderInvoicePanel.eInvoice')} {data.einvoice.number}:{' '}
          {data.einvoice.validationUrl ? (
            <a href={data.einvoice.validationUrl} className="underline" target="_blank" rel="noopener">
              {t('orderInvoicePanel.validatedByLhdnMyinvois')}
            </a>
          ) : data.einvoice.status === 'invalid' ? (
            t('orderInvoicePanel.beingCorrectedByTheShop')
          ) : (
            t('orderInvoicePanel.issuedValidationPending')
          )}
        </p>
      )}
      {data.request?.submitted && !data.einvoice && (
        <p className="text-cocoa-900 text-sm">
          {t('orderInvoicePanel.yourEInvoiceRequestFor')} {data.request.submitted.name}{' '}
          {t('orderInvoicePanel.hasBeenReceived')}
        </p>
      )}
      {data.request?.open && !open && (
        <div className="space-y-1">
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('orderInvoicePanel.requestAnEInvoice')}
          </Button>
          {closes && (
            <p className="text-cocoa-700 text-sm">
              {t('orderInvoicePanel.youCanAskForAn')} {closes}.
            </p>
          )}
        </div>
      )}
      {data.request?.open && open && <RequestForm orderId={orderId} onDone={() => setOpen(false)} />}
    </section>
  );
}

function RequestForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const { t } = useTranslation('invoice');
  const lang = useLang();
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
      toast.success(res.message ?? t('orderInvoicePanel.requestReceived'));
      await queryClient.invalidateQueries({ queryKey: ['order-invoice', orderId] });
      onDone();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : t('orderInvoicePanel.requestNotSent'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={t('orderInvoicePanel.eInvoiceRequest')}
    >
      <TextField
        label={t('orderInvoicePanel.nameAsRegisteredWithLhdn')}
        autoComplete="name"
        className="sm:col-span-2"
        {...field('name')}
      />
      <TextField
        label={t('orderInvoicePanel.taxIdentificationNumberTin')}
        placeholder={t('orderInvoicePanel.ig12345678901')}
        {...field('tin')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="einvoice-id-type" className="text-cocoa-900 text-sm font-medium">
          {t('orderInvoicePanel.identificationType')}
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
      <TextField label={t('orderInvoicePanel.identificationNumber')} {...field('idNumber')} />
      <TextField label={t('orderInvoicePanel.sstRegistrationNumberIfAny')} {...field('sstNumber')} />
      <TextField
        label={t('orderInvoicePanel.address')}
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('addressLine')}
      />
      <TextField label={t('orderInvoicePanel.city')} autoComplete="address-level2" {...field('city')} />
      <TextField
        label={t('orderInvoicePanel.postcode')}
        autoComplete="postal-code"
        inputMode="numeric"
        {...field('postcode')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="einvoice-state" className="text-cocoa-900 text-sm font-medium">
          {t('orderInvoicePanel.state')}
        </label>
        <select
          id="einvoice-state"
          className={inputClass}
          value={form.state}
          onChange={(e) => setForm((f) => ({ ...f, state: e.target.value as typeof f.state }))}
        >
          {Object.keys(EINVOICE_STATES).map((s) => (
            <option key={s} value={s}>
              {stateName(s, lang)}
            </option>
          ))}
        </select>
        {errors.state && <p className="text-sm text-red-700">{errors.state}</p>}
      </div>
      <TextField label={t('orderInvoicePanel.countryCode')} maxLength={3} {...field('country')} />
      <TextField label={t('orderInvoicePanel.email')} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t('orderInvoicePanel.phone')} type="tel" autoComplete="tel" {...field('phone')} />
      <div className="flex gap-3 sm:col-span-2">
        <Button type="submit" loading={busy}>
          {t('orderInvoicePanel.sendRequest')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('orderInvoicePanel.cancel')}
        </Button>
      </div>
    </form>
  );
}
