/**
 * API tests (app.inject, always 127.0.0.1) and the e2e browsers are one client asking far faster than
 * any shopper, on a machine whose other test files stall the event loop: per-client limits far above
 * what they ask, and no load shedding, which would answer 503 whenever the machine is busy. The tests
 * of those limits set their own.
 */
export const TEST_LIMITS_ENV: Record<string, string> = {
  RATE_LIMIT_PAGES: '1000000/60',
  RATE_LIMIT_API: '1000000/60',
  CLIENT_MAX_IN_FLIGHT: '100000',
  SEARCH_INSIGHT_CLIENT_DAILY: '100000',
  SHED_EVENT_LOOP_DELAY_MS: '0',
  SHED_POOL_WAITING: '0',
};
