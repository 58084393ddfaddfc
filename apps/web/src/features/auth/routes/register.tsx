import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Register');
  return <h1 className="text-3xl font-semibold">Register</h1>;
}
