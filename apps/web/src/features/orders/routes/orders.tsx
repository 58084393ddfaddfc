import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('My orders');
  return <h1 className="text-3xl font-semibold">My orders</h1>;
}
