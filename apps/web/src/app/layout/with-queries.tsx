import { Outlet } from 'react-router';
import { LoaderQueries, QueryProvider } from '../../shared/query-client.ts';

/** The screens that fetch after their first render (all but home), with their loaders' reads cached. */
export default function WithQueries() {
  return (
    <QueryProvider>
      <LoaderQueries>
        <Outlet />
      </LoaderQueries>
    </QueryProvider>
  );
}
