export declare const OWN_SITE_SPECS: readonly string[];
export declare const REDEPLOY_SPECS: readonly string[];
