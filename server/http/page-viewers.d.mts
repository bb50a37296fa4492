/** Types of page-viewers.mjs (plain JavaScript that node runs without a build). */
export declare const VIEWER_HEADER: string;
export declare function admitViewer(viewer: unknown): string;
export declare function releaseViewer(token: string): void;
export declare function viewerByToken(token: string | null | undefined): unknown;
export declare function admittedViewers(): number;
