/**
 * Settings every test site's api starts with, beside its own. Playwright's request client keeps an
 * idle connection and sends on it without minding the keep-alive timeout the api announces (5 s by
 * default): a request sent as the api closed that connection failed with ECONNRESET (a browser
 * sends such a request again by itself). The test sites keep idle connections longer than a test
 * lasts, so the api never closes one under a test's feet.
 */
export const TEST_SITE_ENV = { HTTP_KEEP_ALIVE_MS: '600000' } as const;
