import { APPAREL_CATEGORIES, type AdminProduct, type ProductInput } from '@shop/contract';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../shared/ui/button.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useAdminProduct } from '../api.ts';
import { CustomisationPanel, OptionPricesPanel } from '../components/customisation-fields.tsx';
import { FactsForm } from '../components/facts-form.tsx';
import {
  OptionNamesMs,
  ProductPlacement,
  ProductSale,
  ProductStock,
  ProductWords,
} from '../components/product-fields.tsx';
import { PageHeader, Panel } from '../components/ui.tsx';
import { useProductForm } from '../use-product-form.ts';

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
  optionNamesMs: null,
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
    optionNamesMs,
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
    optionNamesMs,
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
  const state = useProductForm(id, initial);
  const { form, features, optionPrices, customisation } = state;
  const {
    setValue,
    formState: { errors },
  } = form;
  return (
    <>
      <Link
        to="/admin/products"
        className="text-cocoa-700 hover:text-cocoa-900 mb-4 inline-flex min-h-11 items-center gap-1 text-sm font-medium"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Products
      </Link>
      <PageHeader title={id ? 'Edit product' : 'Add product'} />
      <form onSubmit={state.onSubmit} noValidate className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_20rem]">
        <Panel className="space-y-4">
          <ProductWords form={form} />
          <ProductPlacement form={form} />
          <OptionNamesMs state={state} />
        </Panel>
        <div className="space-y-4">
          <ProductSale form={form} />
          <ProductStock state={state} />
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
          <Button type="submit" loading={state.saving} className="w-full">
            {id ? 'Save changes' : 'Add product'}
          </Button>
        </div>
      </form>
    </>
  );
}
