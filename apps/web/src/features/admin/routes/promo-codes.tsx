import { ADMIN_PAGE_SIZE } from '@shop/contract';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { NewCodeForm } from '../components/new-code-form.tsx';
import { PromoCodeCard } from '../components/promo-code-card.tsx';
import { QueryStates } from '../components/query-states.tsx';
import { PageHeader, Pager } from '../components/ui.tsx';
import { usePromoCodes } from '../promo-codes-api.ts';

/** Discount codes: admins create them and disable them; the newsletter's welcome codes are listed apart. */
export default function PromoCodesScreen() {
  useDocumentTitle('Promo codes');
  const [page, setPage] = useState(1);
  const [welcome, setWelcome] = useState(false);
  const codes = usePromoCodes(page, welcome);
  return (
    <>
      <PageHeader title="Promo codes" />
      <NewCodeForm />
      <div className="mt-6 mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold">{welcome ? 'Newsletter welcome codes' : 'Shop codes'}</h2>
        <Button
          variant="secondary"
          onClick={() => {
            setWelcome((w) => !w);
            setPage(1);
          }}
        >
          {welcome ? 'Show shop codes' : 'Show welcome codes'}
        </Button>
      </div>
      <QueryStates query={codes} isEmpty={(d) => d.codes.length === 0} empty="No codes yet.">
        {(data) => (
          <>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {data.codes.map((c) => (
                <PromoCodeCard key={c.id} code={c} />
              ))}
            </ul>
            <Pager page={page} hasMore={page * ADMIN_PAGE_SIZE < data.total} onPage={setPage} />
          </>
        )}
      </QueryStates>
    </>
  );
}
