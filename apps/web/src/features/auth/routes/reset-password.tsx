import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('Reset password');
  return <h1 className="text-3xl font-semibold">Reset password</h1>;
}
