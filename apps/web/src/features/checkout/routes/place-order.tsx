import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Place order');
  return <h1 className="text-3xl font-semibold">Place order</h1>;
}
