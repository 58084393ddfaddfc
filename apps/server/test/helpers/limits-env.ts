/**
 * API tests (app.inject, always 127.0.0.1) and the e2e browsers are one client asking far faster than
 * any shopper, on a machine whose other test files stall the event loop: per-client limits far above
 * what they ask, and no load shedding, which would answer 503 whenever the machine is busy. The tests
 * of those limits set their own.
 *
 * Playwright's API client keeps its sockets alive with no idle deadline of its own, so a call made just
 * as the server closed that socket for idling fails with ECONNRESET; an idle deadline longer than a
 * test's own (120 s, playwright.config.ts) means a test's sockets are never closed under it.
 */
export const TEST_LIMITS_ENV: Record<string, string> = {
  RATE_LIMIT_PAGES: '1000000/60',
  RATE_LIMIT_API: '1000000/60',
  CLIENT_MAX_IN_FLIGHT: '100000',
  SEARCH_INSIGHT_CLIENT_DAILY: '100000',
  SHED_EVENT_LOOP_DELAY_MS: '0',
  SHED_POOL_WAITING: '0',
  KEEP_ALIVE_TIMEOUT_MS: '130000',
};
