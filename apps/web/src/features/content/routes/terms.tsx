import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Terms and returns');
  return <h1 className="text-3xl font-semibold">Terms and returns</h1>;
}
