/** The young generation's semi-space size the production server runs with, in MB. */
export declare const SEMI_SPACE_MB: number;
/** The production server's Node flags, unless NODE_OPTIONS already sizes the young generation. */
export declare function serverNodeFlags(nodeOptions?: string): string[];
