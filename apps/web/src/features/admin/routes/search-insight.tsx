import {
  SEARCH_INSIGHT,
  SearchInsightResponse,
  SearchInsightSettings,
  SearchInsightSettingsResponse,
  formatCount,
  synonymTermsOf,
  wallClock,
  type SearchSynonym,
  type ShopZone,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { api, apiRequest } from '../admin-api-client.ts';
import { paths } from '../../../shared/paths.ts';
import { useShopZone } from '../../../shared/settings.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { inputClass } from '../../../shared/ui/field-styles.ts';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useDocumentTitle } from '../../../shared/use-document-title.ts';
import { Card, FigureTable, figureCell } from '../components/figure-table.tsx';
import { SynonymForm } from '../components/synonym-form.tsx';
import { PageHeader } from '../components/ui.tsx';

const KEY = ['admin', 'search-insight'];

/**
 * A cell of text shoppers typed: its direction kept to itself (no right-to-left text reverses the
 * row), words kept whole but a run longer than the cell broken, and marks stacked above or below it
 * clipped to its own row.
 */
const shopperText = 'overflow-hidden px-2 py-1.5 [overflow-wrap:anywhere] [unicode-bidi:isolate]';
/** The period shown until staff choose one: the last 7 shop days. */
const DEFAULT_DAYS = 7;

function shopToday(zone: ShopZone): string {
  const c = wallClock(new Date(), zone);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

function useInsight(from: string, to: string) {
  return useQuery({
    queryKey: [...KEY, from, to],
    queryFn: () => api.get(`/api/admin/search-insight?${new URLSearchParams({ from, to })}`, SearchInsightResponse),
  });
}

/** What shoppers search for and do not find, over a day or a chosen period; nothing about who searched. */
export default function SearchInsightScreen() {
  useDocumentTitle('Search insight');
  const [params, setParams] = useSearchParams();
  const today = shopToday(useShopZone());
  const to = params.get('to') || today;
  const from = params.get('from') || daysBefore(to, DEFAULT_DAYS - 1);
  const insight = useInsight(from, to);
  const setPeriod = (nextFrom: string, nextTo: string) =>
    setParams(new URLSearchParams({ from: nextFrom, to: nextTo }));
  const d = insight.data;

  return (
    <>
      <PageHeader title="Search insight">
        <label className="text-cocoa-700 text-xs font-medium">
          From
          <input
            type="date"
            className={inputClass}
            value={from}
            max={to}
            onChange={(e) => e.target.value && setPeriod(e.target.value, to)}
          />
        </label>
        <label className="text-cocoa-700 text-xs font-medium">
          To
          <input
            type="date"
            className={inputClass}
            value={to}
            min={from}
            onChange={(e) => e.target.value && setPeriod(from, e.target.value)}
          />
        </label>
        <Button variant="ghost" className="self-end" onClick={() => setPeriod(today, today)}>
          Today
        </Button>
      </PageHeader>
      <p className="text-cocoa-700 mb-4 max-w-2xl text-sm">
        Counts per search text and day only: nothing about who searched is kept.
      </p>
      {insight.error ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {insight.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-96 w-full rounded-2xl" />
      ) : (
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          <PerDay data={d} onDay={(day) => setPeriod(day, day)} />
          <QueryList title="Most searched" rows={d.top} none="No searches in this period." />
          <EmptySearches rows={d.empty} />
          <QueryList
            title="Results nobody opened"
            rows={d.unopened}
            none="Shoppers opened a product from every search that found some."
          />
          <Corrections rows={d.corrections} />
          <Retention days={d.retentionDays} />
        </div>
      )}
    </>
  );
}

function PerDay({ data, onDay }: { data: SearchInsightResponse; onDay: (day: string) => void }) {
  const title = 'Searches per day';
  return (
    <Card title={title}>
      {data.days.length === 0 ? (
        <p className="text-cocoa-700">No searches in this period.</p>
      ) : (
        <FigureTable caption={title} head={['Day', 'Searches', 'Found nothing']}>
          {data.days.map((d) => (
            <tr key={d.day} className="border-cocoa-900/10 border-t">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                <button
                  type="button"
                  className="text-accent-700 inline-flex min-h-11 items-center underline underline-offset-2"
                  onClick={() => onDay(d.day)}
                  aria-label={`Show ${d.day} only`}
                >
                  {d.day}
                </button>
              </th>
              <td className={figureCell}>{formatCount(d.searches)}</td>
              <td className={figureCell}>{formatCount(d.empty)}</td>
            </tr>
          ))}
        </FigureTable>
      )}
    </Card>
  );
}

function QueryList({ title, rows, none }: { title: string; rows: SearchInsightResponse['top']; none: string }) {
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="text-cocoa-700">{none}</p>
      ) : (
        <FigureTable caption={title} head={['Search', 'Searches']}>
          {rows.map((r) => (
            <tr key={r.query} className="border-cocoa-900/10 border-t">
              <th scope="row" className={`${shopperText} text-left font-normal`}>
                {r.query}
              </th>
              <td className={figureCell}>{formatCount(r.searches)}</td>
            </tr>
          ))}
        </FigureTable>
      )}
    </Card>
  );
}

/** Searches that found nothing; each one a synonym away from finding the products it meant. */
function EmptySearches({ rows }: { rows: SearchInsightResponse['empty'] }) {
  // The word staff give a synonym, and the search it came from: the one to try once it is saved.
  const [adding, setAdding] = useState<{ term: string; query: string } | null>(null);
  const [added, setAdded] = useState<{ synonym: SearchSynonym; query: string } | null>(null);
  const title = 'Searches that found nothing';
  return (
    <Card title={title}>
      {added && (
        <p role="status" className="bg-cream-200 mb-3 rounded-lg p-3 text-sm">
          A search for “{added.synonym.term}” now also finds {added.synonym.synonyms.join(', ')}.{' '}
          <Link
            to={`${paths.collection}?${new URLSearchParams({ q: added.query })}`}
            className="text-accent-700 font-semibold underline underline-offset-2"
          >
            Search the shop for “{added.query}”
          </Link>
        </p>
      )}
      {adding !== null && (
        <SynonymForm
          key={`${adding.query} ${adding.term}`}
          entry={null}
          term={adding.term}
          onDone={(saved) => {
            setAdding(null);
            if (saved) setAdded({ synonym: saved, query: adding.query });
          }}
        />
      )}
      {rows.length === 0 ? (
        <p className="text-cocoa-700">Every search in this period found something.</p>
      ) : (
        <FigureTable caption={title} head={['Search', 'Times', 'Synonym']}>
          {rows.map((r) => (
            <tr key={r.query} className="border-cocoa-900/10 border-t">
              <th scope="row" className={`${shopperText} text-left font-normal`}>
                {r.query}
              </th>
              <td className={figureCell}>{formatCount(r.searches)}</td>
              <td className="px-2 py-1 text-right">
                {/* One action per word that can be a term ("kuih bahulu": kuih, then bahulu), none when
                    no word can be one: markup is no word, and a search leaves a stop word out. */}
                <div className="flex flex-wrap justify-end gap-1">
                  {synonymTermsOf(r.query).map((term) => (
                    <Button
                      key={term}
                      variant="ghost"
                      // A one-word search keeps its short button; a word of a longer one names itself.
                      {...(term === r.query ? { 'aria-label': `Add a synonym for ${term}` } : {})}
                      onClick={() => {
                        setAdded(null);
                        setAdding({ term, query: r.query });
                      }}
                    >
                      {term === r.query ? 'Add synonym' : `Add a synonym for “${term}”`}
                    </Button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </FigureTable>
      )}
    </Card>
  );
}

function Corrections({ rows }: { rows: SearchInsightResponse['corrections'] }) {
  const title = '“Did you mean” taken';
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="text-cocoa-700">No shopper took a correction in this period.</p>
      ) : (
        <FigureTable caption={title} head={['Search', 'Correction', 'Taken']}>
          {rows.map((r) => (
            <tr key={`${r.query} ${r.correction}`} className="border-cocoa-900/10 border-t">
              <th scope="row" className={`${shopperText} text-left font-normal`}>
                {r.query}
              </th>
              <td className={`${shopperText} text-right`}>{r.correction}</td>
              <td className={figureCell}>{formatCount(r.accepted)}</td>
            </tr>
          ))}
        </FigureTable>
      )}
    </Card>
  );
}

function Retention({ days }: { days: number }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: SearchInsightSettings) =>
      apiRequest('PUT', '/api/admin/search-insight/settings', SearchInsightSettingsResponse, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ retentionDays: string }>({ defaultValues: { retentionDays: String(days) } });
  const submit = ({ retentionDays }: { retentionDays: string }) => {
    const parsed = SearchInsightSettings.safeParse({
      retentionDays: retentionDays === '' ? undefined : Number(retentionDays),
    });
    if (!parsed.success) {
      setError('retentionDays', { message: parsed.error.issues[0]?.message ?? 'Give a number of days.' });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (r) => toast.success(`Search counts are kept for ${r.retentionDays} days.`),
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <Card title="How long counts are kept">
      <form noValidate className="flex flex-wrap items-end gap-3" onSubmit={handleSubmit(submit)}>
        <TextField
          label="Days to keep"
          type="number"
          inputMode="numeric"
          min={1}
          max={SEARCH_INSIGHT.maxRetentionDays}
          className="w-40"
          {...register('retentionDays')}
          error={errors.retentionDays?.message}
        />
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </form>
      <p className="text-cocoa-700 mt-3 text-sm">
        Older counts are forgotten when you save, and every day after. The default is{' '}
        {SEARCH_INSIGHT.defaultRetentionDays} days.
      </p>
    </Card>
  );
}
