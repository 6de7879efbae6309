/** The URL of the islands' built entry, set by the app's build from the islands' build (vite.config.ts). */
declare const __ISLANDS_ENTRY__: string;
