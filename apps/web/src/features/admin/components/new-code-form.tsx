import { useId } from 'react';
import { useSettings } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useNewCodeForm, type Draft } from '../use-new-code-form.ts';
import { FieldError, Panel, selectClass } from './ui.tsx';

type Form = ReturnType<typeof useNewCodeForm>;

/** A new promo code: its code (suggested), the discount, and the limits on it. */
export function NewCodeForm() {
  const form = useNewCodeForm();
  const { currency } = useSettings();
  const { draft } = form;
  const numberField = (key: keyof Draft, label: string, step: string, inputMode: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      type="number"
      inputMode={inputMode}
      min={key === 'maxUses' ? '1' : '0'}
      step={step}
      value={draft[key]}
      onChange={(e) => form.change(key, e.target.value)}
      error={form.errors[key]}
    />
  );
  return (
    <Panel>
      <form
        noValidate
        onSubmit={form.submit}
        aria-label="New promo code"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <CodeField form={form} />
        <KindField form={form} currency={currency} />
        {numberField(
          'amount',
          draft.kind === 'percent' ? 'Percent off' : `Amount off (${currency})`,
          draft.kind === 'percent' ? '1' : '0.01',
          'decimal',
        )}
        {numberField('minSubtotal', `Minimum subtotal (${currency}); empty for none`, '0.01', 'decimal')}
        <TextField
          label="Last day; empty for none"
          type="date"
          value={draft.expiresOn}
          onChange={(e) => form.change('expiresOn', e.target.value)}
          error={form.errors.expiresOn}
        />
        {numberField('maxUses', 'Total uses; empty for no limit', '1', 'numeric')}
        <div className="sm:col-span-2 lg:col-span-3">
          <Button type="submit" loading={form.creating}>
            Create code
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** The code as typed, or another suggested one. */
function CodeField({ form }: { form: Form }) {
  return (
    <div className="flex flex-col gap-1.5">
      <TextField
        label="Code"
        value={form.draft.code}
        onChange={(e) => form.change('code', e.target.value)}
        error={form.errors.code}
        autoComplete="off"
      />
      <Button variant="ghost" className="self-start px-3" onClick={form.suggest}>
        Suggest another code
      </Button>
    </div>
  );
}

/** A percentage of the subtotal, or a fixed amount off. */
function KindField({ form, currency }: { form: Form; currency: string }) {
  const kindId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={kindId} className="text-cocoa-900 text-sm font-medium">
        Discount
      </label>
      <select
        id={kindId}
        value={form.draft.kind}
        onChange={(e) => form.change('kind', e.target.value)}
        className={selectClass}
      >
        <option value="percent">Percentage of the subtotal</option>
        <option value="fixed">Fixed amount ({currency})</option>
      </select>
      <FieldError message={form.errors.kind} />
    </div>
  );
}
