import { useDocumentTitle } from '../../../shared/use-document-title.ts';

export default function Page() {
  useDocumentTitle('News & Events');
  return <h1 className="text-3xl font-semibold">News & Events</h1>;
}
