import type { AdminOutlet } from '@shop/contract';
import { useState } from 'react';
import { Button } from '../../../shared/ui/button.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { useAdminOutlets } from '../api.ts';
import { OutletForm } from '../components/outlet-form.tsx';
import { OutletList } from '../components/outlet-list.tsx';
import { QueryStates } from '../components/query-states.tsx';
import { PageHeader } from '../components/ui.tsx';

export default function OutletsScreen() {
  useDocumentTitle('Outlets');
  const outlets = useAdminOutlets();
  const [editing, setEditing] = useState<AdminOutlet | 'new' | null>(null);
  return (
    <>
      <PageHeader title="Outlets">
        <Button onClick={() => setEditing('new')}>Add outlet</Button>
      </PageHeader>
      {editing && (
        <OutletForm
          key={editing === 'new' ? 'new' : editing.id}
          outlet={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      <QueryStates query={outlets}>{(data) => <OutletList outlets={data.outlets} onEdit={setEditing} />}</QueryStates>
    </>
  );
}
