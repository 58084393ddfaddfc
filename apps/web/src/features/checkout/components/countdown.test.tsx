import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

afterEach(() => vi.useRealTimers());

// The order page renders on the server with the shopper's session, and the browser hydrates it a
// moment later: a countdown a second further on must not fail hydration (React error #418), which
// would throw the server's page away and render it again in the browser.
test('hydrates a server countdown read a second earlier without a recoverable error', async () => {
  const start = Date.parse('2026-11-28T05:00:00Z');
  const deadline = start + 2 * 3_600_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const html = renderToString(<Countdown deadline={deadline} />);
  expect(html).toContain('2:00:00');

  vi.setSystemTime(start + 1_000);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const root = await act(async () =>
    hydrateRoot(container, <Countdown deadline={deadline} />, { onRecoverableError: recoverable }),
  );
  expect(recoverable).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
});
