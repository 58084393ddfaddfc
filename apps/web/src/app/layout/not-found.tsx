import { Croissant } from 'lucide-react';
import { data, Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { useDocumentTitle } from '../../shared/use-document-title.ts';

export function NotFoundPage({ title = 'We could not find that page' }: { title?: string }) {
  useDocumentTitle('Not found');
  return (
    <EmptyState title={title} icon={<Croissant aria-hidden="true" className="size-12" />}>
      <p className="max-w-md text-cocoa-700">It may have sold out, moved, or never existed. Our ovens are still warm, though.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home} className="inline-flex min-h-11 items-center rounded-full bg-cocoa-900 px-6 text-sm font-semibold text-cream">
          Back to home
        </Link>
        <Link to={paths.collection} className="inline-flex min-h-11 items-center rounded-full border border-cocoa-900 px-6 text-sm font-semibold">
          Browse the collection
        </Link>
      </div>
    </EmptyState>
  );
}

/** Any path the route table does not know: the shop's not-found screen, answered with 404. */
export function loader(): never {
  throw data('Not found', { status: 404 });
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function UnknownPage() {
  return <NotFoundPage />;
}
