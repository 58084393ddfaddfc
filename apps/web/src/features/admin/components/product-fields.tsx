import { NO_FEATURE, type ProductInput } from '@shop/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useCatalogueNames } from '../api.ts';
import type { ProductFormState } from '../use-product-form.ts';
import { ImageUpload } from './image-upload.tsx';
import { FieldError, Panel } from './ui.tsx';

type Form = UseFormReturn<ProductInput>;

/** The name and description, in English and in Malay. */
export function ProductWords({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <>
      <TextField label="Name" {...register('name')} error={errors.name?.message} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="product-description" className="text-sm font-medium">
          Description
        </label>
        <textarea
          id="product-description"
          className={`${inputClass} min-h-32 py-2`}
          aria-invalid={errors.description ? true : undefined}
          {...register('description')}
        />
        <FieldError message={errors.description?.message} />
      </div>
      <fieldset className="border-cream-300 space-y-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-medium">Malay (Bahasa Melayu)</legend>
        <p className="text-cocoa-700 text-sm">Shown on the shop's Malay pages. Left empty, those show the English.</p>
        <TextField label="Malay name" {...register('nameMs')} error={errors.nameMs?.message} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="product-description-ms" className="text-sm font-medium">
            Malay description
          </label>
          <textarea
            id="product-description-ms"
            className={`${inputClass} min-h-24 py-2`}
            aria-invalid={errors.descriptionMs ? true : undefined}
            {...register('descriptionMs')}
          />
          <FieldError message={errors.descriptionMs?.message} />
        </div>
      </fieldset>
    </>
  );
}

/** The images, where the product is shelved (from the names the catalogue already uses), and its options. */
export function ProductPlacement({ form }: { form: Form }) {
  const names = useCatalogueNames();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <>
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImageUpload
            kind="product"
            label="Images (the first is the thumbnail)"
            max={8}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? errors.images?.[0]?.message}
          />
        )}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Category"
          list="admin-categories"
          {...register('category')}
          error={errors.category?.message}
        />
        <TextField label="Type" list="admin-types" {...register('subCategory')} error={errors.subCategory?.message} />
        <datalist id="admin-categories">
          {names.data?.categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <datalist id="admin-types">
          {names.data?.subCategories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </div>
      <Controller
        control={control}
        name="features"
        render={({ field, fieldState }) => (
          <TextField
            label="Options, separated by commas (sizes, flavours); leave empty for none"
            defaultValue={field.value.join(', ')}
            onBlur={field.onBlur}
            onChange={(e) =>
              field.onChange(
                e.target.value
                  .split(',')
                  .map((s) => s.trim())
                  .filter(Boolean),
              )
            }
            error={fieldState.error?.message ?? errors.features?.find?.((f) => f)?.message}
          />
        )}
      />
    </>
  );
}

/** The price, the notice it needs, and whether it is a bestseller or hidden. */
export function ProductSale({ form }: { form: Form }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Panel className="space-y-4">
      <TextField
        label="Price"
        type="number"
        step="0.01"
        min="0"
        inputMode="decimal"
        {...register('price', { valueAsNumber: true })}
        error={errors.price?.message}
      />
      <TextField
        label="Lead time (hours before pickup or delivery)"
        type="number"
        min="0"
        inputMode="numeric"
        {...register('leadTimeHours', { valueAsNumber: true })}
        error={errors.leadTimeHours?.message}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="accent-cocoa-900 size-5" {...register('bestseller')} /> Bestseller
      </label>
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input type="checkbox" className="accent-cocoa-900 size-5" {...register('hidden')} /> Hidden from the shop
      </label>
    </Panel>
  );
}

/** Stock, tracked or not, one count per option. */
export function ProductStock({ state }: { state: ProductFormState }) {
  const { form, features, stock } = state;
  const {
    setValue,
    formState: { errors },
  } = form;
  const stockKeys = features.length > 0 ? features : [NO_FEATURE];
  return (
    <Panel className="space-y-3">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="accent-cocoa-900 size-5"
          checked={stock !== null}
          onChange={(e) =>
            setValue('stock', e.target.checked ? Object.fromEntries(stockKeys.map((k) => [k, 0])) : null)
          }
        />
        Track stock
      </label>
      {stock !== null &&
        stockKeys.map((k) => (
          <TextField
            key={k}
            label={k ? `In stock: ${k}` : 'In stock'}
            type="number"
            min="0"
            inputMode="numeric"
            value={Number.isNaN(stock[k]) ? '' : String(stock[k] ?? 0)}
            onChange={(e) => setValue('stock', { ...stock, [k]: e.target.valueAsNumber }, { shouldValidate: true })}
            error={(errors.stock as Record<string, { message?: string }> | undefined)?.[k]?.message}
          />
        ))}
      <FieldError message={(errors.stock as { message?: string } | undefined)?.message} />
    </Panel>
  );
}

/** Each option's Malay name; one left empty shows in English on the Malay pages. */
export function OptionNamesMs({ state }: { state: ProductFormState }) {
  const { form, features, optionNamesMs } = state;
  const {
    setValue,
    formState: { errors },
  } = form;
  if (features.length === 0) return null;
  const names = optionNamesMs ?? {};
  const perOption = errors.optionNamesMs as Record<string, { message?: string }> | undefined;
  return (
    <fieldset className="border-cream-300 space-y-3 rounded-xl border p-4">
      <legend className="px-1 text-sm font-medium">Options in Malay (Bahasa Melayu)</legend>
      <p className="text-cocoa-700 text-sm">
        Shown on the shop&apos;s Malay pages. Left empty, an option shows as written above (sizes such as M or 28 need
        none).
      </p>
      {features.map((f) => (
        <TextField
          key={f}
          label={`Malay name: ${f}`}
          value={names[f] ?? ''}
          onChange={(e) => setValue('optionNamesMs', { ...names, [f]: e.target.value }, { shouldValidate: true })}
          error={perOption?.[f]?.message}
        />
      ))}
      <FieldError message={(errors.optionNamesMs as { message?: string } | undefined)?.message} />
    </fieldset>
  );
}
