// Which browser specs run where (playwright.config.ts), read by ESLint too (eslint.config.js: only
// the specs of the shared site must take `test` from e2e/shared-site.ts).

/** Specs that start a site of their own (e2e/own-site.ts; production's nginx topology): the `own-site` project. */
export const OWN_SITE_SPECS = ['accessibility', 'community', 'discord-voice', 'production', 'reliability'];
/** Rebuilds mf-queue's dist, which every site serves: the `redeploy` project, alone, once the others are done. */
export const REDEPLOY_SPECS = ['independent-deploy'];
