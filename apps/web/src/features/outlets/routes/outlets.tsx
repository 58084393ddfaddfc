import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Our outlets');
  return <h1 className="text-3xl font-semibold">Our outlets</h1>;
}
