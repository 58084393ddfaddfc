import { render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieSeedsProvider } from './cookie-seeds.ts';
import { cookieStore } from './cookie-store.ts';

afterEach(() => Cookies.remove('choice'));

const noSubscription = () => () => {};

/** A store of a JSON cookie whose parser "loads" on demand, as a code-split module would. */
function store() {
  const parse = vi.fn((raw: string) => JSON.parse(raw) as { n: number });
  const loadParser = vi.fn(async () => parse);
  const onLoaded = vi.fn();
  return {
    cookie: cookieStore<{ n: number } | null>('choice', null, loadParser, onLoaded),
    parse,
    loadParser,
    onLoaded,
  };
}

function Shown({ read }: { read: () => { n: number } | null }) {
  return <p>{read()?.n ?? 'none'}</p>;
}

describe('cookieStore', () => {
  it("renders the server's reading on the server and in the hydration, without the parser", () => {
    const { cookie, loadParser } = store();
    const Choice = () => <Shown read={() => cookie.use(noSubscription)} />;
    const seeds = { choice: { raw: '{"n":7}', value: { n: 7 } } };
    expect(
      renderToString(
        <CookieSeedsProvider value={seeds}>
          <Choice />
        </CookieSeedsProvider>,
      ),
    ).toContain('7');
    Cookies.set('choice', '{"n":7}');
    render(
      <CookieSeedsProvider value={seeds}>
        <Choice />
      </CookieSeedsProvider>,
    );
    expect(screen.getByText('7')).toBeTruthy();
    // The browser's text is the one the server read: nothing to parse.
    expect(cookie.read()).toEqual({ n: 7 });
    expect(loadParser).not.toHaveBeenCalled();
  });

  it('loads the parser for a text from elsewhere, keeping the last reading meanwhile', async () => {
    const { cookie, parse, onLoaded } = store();
    expect(cookie.read()).toBeNull();
    Cookies.set('choice', '{"n":3}');
    expect(cookie.read()).toBeNull();
    await vi.waitFor(() => expect(onLoaded).toHaveBeenCalled());
    expect(cookie.read()).toEqual({ n: 3 });
    expect(await cookie.exact()).toEqual({ n: 3 });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it('knows a value it wrote itself without parsing it', () => {
    const { cookie, loadParser } = store();
    Cookies.set('choice', '{"n":5}');
    cookie.remember('{"n":5}', { n: 5 });
    expect(cookie.read()).toEqual({ n: 5 });
    Cookies.remove('choice');
    expect(cookie.read()).toBeNull();
    expect(loadParser).not.toHaveBeenCalled();
  });
});
