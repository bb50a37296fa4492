/** Types of viewer-header.mjs. */
export declare const VIEWER_HEADER: string;
