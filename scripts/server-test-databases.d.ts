// Types for scripts/server-test-databases.js, which apps/server/vitest.config.ts imports.
export declare const BOTH_MARKER: string;
export declare const ONCE_MARKER: string;
export declare function markerReason(text: string, marker?: string): string | null;
export declare const STORAGE_SIGNALS: { pattern: RegExp; what: string }[];
export declare function storageSignals(text: string): string[];
export declare function bothDatabasesFiles(serverDir: string): string[];
