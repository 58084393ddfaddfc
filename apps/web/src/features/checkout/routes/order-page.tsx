import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Your order');
  return <h1 className="text-3xl font-semibold">Your order</h1>;
}
