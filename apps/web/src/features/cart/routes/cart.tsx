import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Your cart');
  return <h1 className="text-3xl font-semibold">Your cart</h1>;
}
