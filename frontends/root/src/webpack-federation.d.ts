// Module Federation's runtime, which webpack provides to the host's code.
declare function __webpack_init_sharing__(scope: string): Promise<void>;
declare const __webpack_share_scopes__: { default: unknown };
