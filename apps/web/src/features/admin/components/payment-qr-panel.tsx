import { ONLINE_METHOD_LABELS, ADMIN_IMAGE_MAX_BYTES, type PaymentSettingsResponse } from '@shop/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useSettings } from '../../../shared/settings.ts';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { usePaymentQr, usePaymentSettings } from '../api.ts';
import { FieldError, formatDateTime, Panel } from './ui.tsx';

/**
 * The shop's DuitNow QR: the image the bank or e-wallet issued, or its text. Order pages draw a QR
 * derived from it with the amount and reference filled in; without one they show the written
 * instructions only.
 */
export function PaymentQrPanel() {
  const settings = usePaymentSettings();
  return (
    <Panel className="space-y-4 lg:col-span-2">
      <h2 className="font-semibold">DuitNow QR</h2>
      {settings.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : settings.error ? (
        <p role="alert">{settings.error.message}</p>
      ) : (
        <>
          <CurrentQr data={settings.data} />
          <QrInputs hasQr={settings.data.qr?.source === 'settings'} />
          <Refused data={settings.data} />
        </>
      )}
    </Panel>
  );
}

function CurrentQr({ data }: { data: PaymentSettingsResponse }) {
  if (!data.qr) {
    return (
      <p className="text-cocoa-700 text-sm" data-testid="qr-status">
        No DuitNow QR is set: order pages show the written transfer instructions only.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="qr-status">
      <dt className="font-medium">Merchant name in the QR</dt>
      <dd className="break-words">
        {data.qr.merchantName}
        {data.qr.merchantCity ? `, ${data.qr.merchantCity}` : ''}
      </dd>
      <dt className="font-medium">Receiver name checked on screenshots</dt>
      <dd className="break-words">{data.receiverName}</dd>
      <dt className="font-medium">Source</dt>
      <dd>{data.qr.source === 'settings' ? 'Set here' : 'The DUITNOW_QR variable of the server'}</dd>
      <dd
        className={`font-medium sm:col-span-2 ${data.nameMatches ? 'text-green-800' : 'text-red-800'}`}
        data-testid="qr-name-check"
      >
        {data.nameMatches
          ? 'The QR pays the receiver the screenshot check looks for.'
          : 'The QR merchant name differs from the receiver name: payments would go to a name the screenshot check refuses. Check the QR or the receiver name.'}
      </dd>
    </dl>
  );
}

function QrInputs({ hasQr }: { hasQr: boolean }) {
  const { paste, upload, remove } = usePaymentQr();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fileId = useId();
  const textId = useId();
  const done = (message: string) => () => {
    setError(undefined);
    toast.success(message);
  };
  const failed = (e: Error) => setError(e.message);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > ADMIN_IMAGE_MAX_BYTES)
      return setError(`The image is larger than ${ADMIN_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
    upload.mutate(file, { onSuccess: done('DuitNow QR saved.'), onError: failed });
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium">
          Upload the QR image your bank or e-wallet issued
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          className="file:bg-wheat min-h-11 w-full min-w-0 text-sm file:mr-3 file:min-h-11 file:rounded-full file:border-0 file:px-4 file:font-semibold"
          disabled={upload.isPending}
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(e) => {
          e.preventDefault();
          paste.mutate(text, { onSuccess: done('DuitNow QR saved.'), onError: failed });
        }}
      >
        <label htmlFor={textId} className="text-sm font-medium">
          Or paste the text of the QR
        </label>
        <textarea
          id={textId}
          className={`${inputClass} min-h-20 py-2 font-mono text-xs break-all`}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={paste.isPending}
          disabled={!text.trim()}
          className="self-start"
        >
          Save QR text
        </Button>
      </form>
      <div className="lg:col-span-2" role="alert">
        <FieldError message={error} />
      </div>
      {hasQr && (
        <Button
          variant="ghost"
          className="justify-self-start text-red-800"
          loading={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: done('DuitNow QR removed.'), onError: failed })}
        >
          Remove the QR
        </Button>
      )}
    </div>
  );
}

function Refused({ data }: { data: PaymentSettingsResponse }) {
  const { timeZone } = useSettings();
  if (data.refusedMethods.length === 0) return null;
  return (
    <div className="rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="refused-methods">
      <p className="font-medium">Stripe refused these methods for the shop's account; checkout offers the others:</p>
      <ul className="mt-1 list-disc pl-5">
        {data.refusedMethods.map((r) => (
          <li key={r.method} className="break-words">
            {ONLINE_METHOD_LABELS[r.method]} ({formatDateTime(r.at, timeZone)}): {r.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
