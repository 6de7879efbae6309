// The module scripts/vite-icon-data.ts makes at build time.
declare module 'virtual:tabler-icon-data' {
  /** Where the JSON list of the bundled icons is served (a content-hashed asset once built). */
  export const url: string;
}
