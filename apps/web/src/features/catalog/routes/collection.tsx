import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('All collections');
  return <h1 className="text-3xl font-semibold">All collections</h1>;
}
