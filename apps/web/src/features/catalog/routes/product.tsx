import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Product');
  return <h1 className="text-3xl font-semibold">Product</h1>;
}
