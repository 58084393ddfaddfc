import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Login');
  return <h1 className="text-3xl font-semibold">Login</h1>;
}
