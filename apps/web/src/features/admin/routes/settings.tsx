import { zodResolver } from '@hookform/resolvers/zod';
import {
  EditableSettings,
  ONLINE_METHOD_LABELS,
  ONLINE_PAYMENT_METHODS,
  promisesFromLines,
  promisesToLines,
} from '@shop/contract';
import { Controller, useForm } from 'react-hook-form';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useEditableSettings, useSaveSettings } from '../api.ts';
import { PaymentQrPanel } from '../components/payment-qr-panel.tsx';
import { FieldError, PageHeader, Panel } from '../components/ui.tsx';

export default function SettingsScreen() {
  useDocumentTitle('Shop settings');
  const settings = useEditableSettings();
  if (settings.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (settings.error) return <p role="alert">{settings.error.message}</p>;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: EditableSettings }) {
  const save = useSaveSettings();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<EditableSettings>({ resolver: zodResolver(EditableSettings), defaultValues: initial });
  const noticeError = errors.noticeMessages?.message ?? errors.noticeMessages?.find?.((e) => e)?.message;
  const noticeMsError = errors.noticeMessagesMs?.message ?? errors.noticeMessagesMs?.find?.((e) => e)?.message;
  const promise = errors.productPromises?.find?.((e) => e);
  const promisesError =
    errors.productPromises?.message ?? promise?.kind?.message ?? promise?.text?.message ?? promise?.textMs?.message;

  return (
    <>
      <PageHeader title="Shop settings" />
      <form
        noValidate
        className="grid grid-cols-1 gap-4 lg:grid-cols-2"
        onSubmit={handleSubmit((values) =>
          save.mutate(values, {
            onSuccess: () => toast.success('Settings saved.'),
            onError: (e) => toast.error(e.message),
          }),
        )}
      >
        <Panel className="space-y-4">
          <h2 className="font-semibold">Payments and orders</h2>
          <TextField
            label="Receiver name checked on payment screenshots"
            {...register('paymentReceiverName')}
            error={errors.paymentReceiverName?.message}
          />
          <TextField
            label="Seller WhatsApp number (country code first)"
            type="tel"
            {...register('sellerWhatsapp')}
            error={errors.sellerWhatsapp?.message}
          />
          <TextField
            label="Orders per pickup or delivery slot"
            type="number"
            min="0"
            inputMode="numeric"
            {...register('slotCapacity', { valueAsNumber: true })}
            error={errors.slotCapacity?.message}
          />
          <Controller
            control={control}
            name="onlinePaymentMethods"
            render={({ field }) => (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium">
                  Online payment methods offered through Stripe (when card payments are on)
                </legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {ONLINE_PAYMENT_METHODS.map((m) => (
                    <label key={m} className="flex min-h-11 items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="accent-cocoa-900 size-5"
                        checked={field.value?.includes(m) ?? false}
                        onChange={(e) => {
                          const rest = (field.value ?? []).filter((x) => x !== m);
                          field.onChange(
                            e.target.checked ? ONLINE_PAYMENT_METHODS.filter((x) => x === m || rest.includes(x)) : rest,
                          );
                        }}
                      />
                      {ONLINE_METHOD_LABELS[m]}
                    </label>
                  ))}
                </div>
                <FieldError message={errors.onlinePaymentMethods?.message} />
              </fieldset>
            )}
          />
          <TextField
            label="Unpaid orders one customer may hold"
            type="number"
            min="1"
            inputMode="numeric"
            {...register('maxUnpaidOrders', { valueAsNumber: true })}
            error={errors.maxUnpaidOrders?.message}
          />
        </Panel>
        <Panel className="space-y-4">
          <h2 className="font-semibold">Contact details</h2>
          <TextField label="Email" type="email" {...register('contactEmail')} error={errors.contactEmail?.message} />
          <TextField label="Phone" type="tel" {...register('contactPhone')} error={errors.contactPhone?.message} />
          <TextField label="Address" {...register('contactAddress')} error={errors.contactAddress?.message} />
        </Panel>
        <Panel className="space-y-4 lg:col-span-2">
          <h2 className="font-semibold">Notice bar and announcement</h2>
          <Controller
            control={control}
            name="noticeMessages"
            render={({ field }) => (
              <LinesField
                id="notice-messages"
                label="Notice bar messages, one per line (up to 5)"
                lines={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={noticeError}
              />
            )}
          />
          <Controller
            control={control}
            name="noticeMessagesMs"
            render={({ field }) => (
              <LinesField
                id="notice-messages-ms"
                label="Notice bar messages in Malay, one per line (up to 5; none: the Malay pages show the English)"
                lines={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={noticeMsError}
              />
            )}
          />
          <TextField
            label="Announcement (shown under the notice bar; empty to hide)"
            {...register('announcement')}
            error={errors.announcement?.message}
          />
          <TextField
            label="Announcement in Malay (empty: the Malay pages show the English one)"
            {...register('announcementMs')}
            error={errors.announcementMs?.message}
          />
        </Panel>
        <Panel className="space-y-4 lg:col-span-2">
          <h2 className="font-semibold">Product page promises</h2>
          <Controller
            control={control}
            name="productPromises"
            render={({ field }) => (
              <div className="flex flex-col gap-1.5">
                <label htmlFor="product-promises" className="text-sm font-medium">
                  Product page promises, one per line as &quot;Kind: promise | promise in Malay&quot;; the kind is a
                  category or sub-category (Bakery, Cakes, Men), or * for every product. Without the Malay part, the
                  Malay pages show the English.
                </label>
                <textarea
                  id="product-promises"
                  className={`${inputClass} min-h-40 py-2`}
                  defaultValue={promisesToLines(field.value)}
                  aria-invalid={promisesError ? true : undefined}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(promisesFromLines(e.target.value))}
                />
                <FieldError message={promisesError} />
              </div>
            )}
          />
        </Panel>
        <div className="lg:col-span-2">
          <Button type="submit" loading={save.isPending}>
            Save settings
          </Button>
        </div>
      </form>
      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
        <PaymentQrPanel />
      </div>
    </>
  );
}

/** A list of short texts edited as a textarea, one per line; blank lines are dropped. */
function LinesField({
  id,
  label,
  lines,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: string;
  lines: string[];
  onChange: (lines: string[]) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        className={`${inputClass} min-h-28 py-2`}
        defaultValue={lines.join('\n')}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        onChange={(e) =>
          onChange(
            e.target.value
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean),
          )
        }
      />
      <FieldError message={error} />
    </div>
  );
}
