import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('News');
  return <h1 className="text-3xl font-semibold">News</h1>;
}
