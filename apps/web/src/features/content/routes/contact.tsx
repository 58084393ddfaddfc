import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Contact us');
  return <h1 className="text-3xl font-semibold">Contact us</h1>;
}
