/** Set by tooling/rspack-app.ts at build time. */
declare const __PUG_APP__: string;
declare const __PUG_BUILD_ID__: string;
