import { zodResolver } from '@hookform/resolvers/zod';
import { ShippingSettings } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useSaveShipping, useShipping } from '../api.ts';
import { PageHeader, Panel } from '../components/ui.tsx';

// An empty box means "no delivery there" (null), not 0, which would make delivery free.
const money = { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) };

export default function ShippingScreen() {
  useDocumentTitle('Shipping');
  const shipping = useShipping();
  if (shipping.isPending) return <Skeleton className="h-96 w-full rounded-2xl" />;
  if (shipping.error) return <p role="alert">{shipping.error.message}</p>;
  return <ShippingForm initial={shipping.data as ShippingSettings} />;
}

function ShippingForm({ initial }: { initial: ShippingSettings }) {
  const { currency } = useSettings();
  const save = useSaveShipping();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ShippingSettings>({
    resolver: zodResolver(ShippingSettings),
    defaultValues: { rates: initial.rates, freeShippingMinSubtotal: initial.freeShippingMinSubtotal },
  });
  return (
    <>
      <PageHeader title="Shipping" />
      <form
        noValidate
        onSubmit={handleSubmit((input) =>
          save.mutate(input, {
            onSuccess: () => toast.success('Shipping rates saved.'),
            onError: (e) => toast.error(e.message),
          }),
        )}
        className="space-y-4"
      >
        <Panel>
          <h2 className="mb-1 font-semibold">Delivery fee per state ({currency})</h2>
          <p className="text-cocoa-700 mb-4 text-sm">Leave a state empty to stop delivering there.</p>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {initial.rates.map((r, i) => (
              <div key={r.state}>
                <input type="hidden" {...register(`rates.${i}.state`)} />
                <TextField
                  label={r.state}
                  type="number"
                  step="0.01"
                  min="0"
                  inputMode="decimal"
                  {...register(`rates.${i}.fee`, money)}
                  error={errors.rates?.[i]?.fee?.message}
                />
              </div>
            ))}
          </div>
        </Panel>
        <Panel>
          <TextField
            label={`Free delivery from a subtotal of (${currency}); empty for never`}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            {...register('freeShippingMinSubtotal', money)}
            error={errors.freeShippingMinSubtotal?.message}
          />
        </Panel>
        <Button type="submit" loading={save.isPending}>
          Save shipping
        </Button>
      </form>
    </>
  );
}
