import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('About us');
  return <h1 className="text-3xl font-semibold">About us</h1>;
}
