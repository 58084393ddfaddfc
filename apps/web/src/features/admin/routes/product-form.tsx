import { zodResolver } from '@hookform/resolvers/zod';
import { NO_FEATURE, ProductInput, type AdminProduct } from '@shop/contract';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { APPAREL_CATEGORIES } from '@shop/contract';
import { FactsForm } from '../components/facts-form.tsx';
import { toast } from 'sonner';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useAdminProduct, useCatalogueNames, useSaveProduct } from '../api.ts';
import { CustomisationPanel, OptionPricesPanel } from '../components/customisation-fields.tsx';
import { ImageUpload } from '../components/image-upload.tsx';
import { FieldError, PageHeader, Panel } from '../components/ui.tsx';

const EMPTY: ProductInput = {
  name: '',
  description: '',
  nameMs: '',
  descriptionMs: '',
  price: 0,
  category: '',
  subCategory: '',
  features: [],
  images: [],
  bestseller: false,
  hidden: false,
  leadTimeHours: 0,
  stock: null,
  optionPrices: null,
  customisation: null,
};

function toForm(p: AdminProduct): ProductInput {
  const {
    name,
    description,
    nameMs,
    descriptionMs,
    price,
    category,
    subCategory,
    features,
    images,
    bestseller,
    hidden,
    leadTimeHours,
    stock,
    optionPrices,
    customisation,
  } = p;
  return {
    name,
    description,
    nameMs: nameMs ?? '',
    descriptionMs: descriptionMs ?? '',
    price,
    category,
    subCategory,
    features,
    images,
    bestseller,
    hidden,
    leadTimeHours,
    stock,
    optionPrices,
    customisation,
  };
}

export default function ProductFormScreen() {
  const { productId } = useParams();
  const id = productId ?? null;
  const product = useAdminProduct(id);
  useDocumentTitle(id ? 'Edit product' : 'Add product');
  if (id && product.isPending) return <Skeleton className="h-[32rem] w-full rounded-2xl" />;
  if (id && product.error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {product.error.message}
      </p>
    );
  }
  return (
    <>
      <ProductForm id={id} initial={product.data ? toForm(product.data) : EMPTY} />
      {id && product.data && !APPAREL_CATEGORIES.includes(product.data.category) && <FactsForm productId={id} />}
    </>
  );
}

function ProductForm({ id, initial }: { id: string | null; initial: ProductInput }) {
  const navigate = useNavigate();
  const save = useSaveProduct(id);
  const names = useCatalogueNames();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ProductInput>({ resolver: zodResolver(ProductInput), defaultValues: initial });
  const features = useWatch({ control, name: 'features' });
  const stock = useWatch({ control, name: 'stock' });
  const optionPrices = useWatch({ control, name: 'optionPrices' });
  const customisation = useWatch({ control, name: 'customisation' });
  const stockKeys = features.length > 0 ? features : [NO_FEATURE];

  // Keep one stock count per option as options are added or removed.
  useEffect(() => {
    if (!stock) return;
    const keys = features.length > 0 ? features : [NO_FEATURE];
    const next = Object.fromEntries(keys.map((k) => [k, stock[k] ?? 0]));
    if (JSON.stringify(next) !== JSON.stringify(stock)) setValue('stock', next);
  }, [features, stock, setValue]);

  // A removed option takes its price with it (the server refuses a price for an unknown option).
  useEffect(() => {
    if (!optionPrices) return;
    const kept = Object.entries(optionPrices).filter(([k]) => features.includes(k));
    if (kept.length !== Object.keys(optionPrices).length)
      setValue('optionPrices', kept.length > 0 ? Object.fromEntries(kept) : null);
  }, [features, optionPrices, setValue]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (data) => {
        toast.success(id ? `${data.product.name} saved.` : `${data.product.name} added to the shop.`);
        navigate('/admin/products');
      },
      onError: (err) => toast.error(err.message),
    }),
  );

  return (
    <>
      <Link
        to="/admin/products"
        className="text-cocoa-700 hover:text-cocoa-900 mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Products
      </Link>
      <PageHeader title={id ? 'Edit product' : 'Add product'} />
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_20rem]">
        <Panel className="space-y-4">
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
            <p className="text-cocoa-700 text-sm">
              Shown on the shop's Malay pages. Left empty, those show the English.
            </p>
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
            <TextField
              label="Type"
              list="admin-types"
              {...register('subCategory')}
              error={errors.subCategory?.message}
            />
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
        </Panel>
        <div className="space-y-4">
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
                  onChange={(e) =>
                    setValue('stock', { ...stock, [k]: e.target.valueAsNumber }, { shouldValidate: true })
                  }
                  error={(errors.stock as Record<string, { message?: string }> | undefined)?.[k]?.message}
                />
              ))}
            <FieldError message={(errors.stock as { message?: string } | undefined)?.message} />
          </Panel>
          <OptionPricesPanel
            features={features}
            value={optionPrices}
            onChange={(next) => setValue('optionPrices', next, { shouldValidate: true })}
            errors={errors.optionPrices}
          />
          <CustomisationPanel
            value={customisation}
            onChange={(next) => setValue('customisation', next, { shouldValidate: true })}
            errors={errors.customisation}
          />
          <Button type="submit" loading={save.isPending} className="w-full">
            {id ? 'Save changes' : 'Add product'}
          </Button>
        </div>
      </form>
    </>
  );
}
