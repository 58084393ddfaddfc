import { useEffect, useState } from 'react';
import { useLang, useNavigate } from '../../../shared/i18n/react.tsx';
import { paths } from '../../../shared/paths.ts';
import { SEARCH_MIN_CHARS, useSearch } from '../api/search-products.ts';

/** Search waits for a 500 ms pause in typing. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Every match for `text`, on the collection page. */
export const searchPagePath = (text: string) => `${paths.collection}?${new URLSearchParams({ q: text })}`;

/**
 * The overlay's search: the text as typed, the query it settles into after a pause, and the answer
 * once the query is long enough. Closing clears the text.
 */
export function useOverlaySearch(onClose: () => void) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const search = useSearch(query, useLang());
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const close = () => {
    setText('');
    setQuery('');
    onClose();
  };

  const pick = (name: string) => {
    setText(name);
    setQuery(name);
  };

  // Enter searches the whole shop on the collection page, with its filters, sort and Load More.
  const seeAll = () => {
    const wanted = text.trim();
    if (wanted.length < SEARCH_MIN_CHARS) return;
    close();
    void navigate(searchPagePath(wanted));
  };

  const ready = query.length >= SEARCH_MIN_CHARS;
  const answer = ready ? search.data : undefined;
  return { text, setText, query, result: search, ready, answer, close, pick, seeAll };
}

export type OverlaySearch = ReturnType<typeof useOverlaySearch>;
