import type { ComponentProps } from 'react';
import { Button } from '../../../shared/ui/button.tsx';

/**
 * A button that opens part of the profile (a tab, an edit form). With the page's scripts it opens it
 * in place; before them it asks for the page again with `query` in its address, which the page reads
 * to open the same part.
 */
export function OpenButton({
  query,
  onOpen,
  ...button
}: Omit<ComponentProps<typeof Button>, 'type' | 'onClick'> & { query: Record<string, string>; onOpen: () => void }) {
  return (
    <form method="get" className="contents">
      {Object.entries(query).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        {...button}
        type="submit"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      />
    </form>
  );
}
