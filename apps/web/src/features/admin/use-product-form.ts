import { zodResolver } from '@hookform/resolvers/zod';
import { NO_FEATURE, ProductInput } from '@shop/contract';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSaveProduct } from './api.ts';

/**
 * The product form's state: the fields, the per-option stock and prices kept in step with the
 * options, and saving (then back to the products list).
 */
export function useProductForm(id: string | null, initial: ProductInput) {
  const navigate = useNavigate();
  const save = useSaveProduct(id);
  const form = useForm<ProductInput>({ resolver: zodResolver(ProductInput), defaultValues: initial });
  const { control, handleSubmit, setValue } = form;
  const features = useWatch({ control, name: 'features' });
  const stock = useWatch({ control, name: 'stock' });
  const optionPrices = useWatch({ control, name: 'optionPrices' });
  const customisation = useWatch({ control, name: 'customisation' });
  const optionNamesMs = useWatch({ control, name: 'optionNamesMs' });

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

  // So does its Malay name.
  useEffect(() => {
    if (!optionNamesMs) return;
    const kept = Object.entries(optionNamesMs).filter(([k]) => features.includes(k));
    if (kept.length !== Object.keys(optionNamesMs).length)
      setValue('optionNamesMs', kept.length > 0 ? Object.fromEntries(kept) : null);
  }, [features, optionNamesMs, setValue]);

  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (data) => {
        toast.success(id ? `${data.product.name} saved.` : `${data.product.name} added to the shop.`);
        navigate('/admin/products');
      },
      onError: (err) => toast.error(err.message),
    }),
  );

  return { form, features, stock, optionPrices, optionNamesMs, customisation, onSubmit, saving: save.isPending };
}

export type ProductFormState = ReturnType<typeof useProductForm>;
