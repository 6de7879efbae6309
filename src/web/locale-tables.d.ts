// Modules made by scripts/vite-locale-tables.ts at build time.
declare module 'virtual:locale-tables' {
  type AreaTable = Record<string, () => Promise<Record<string, string>>>;
  /** Per language, the loader of its table of area loaders. */
  const tables: Record<string, () => Promise<AreaTable>>;
  export default tables;
  /** Every area's name, from the English files. */
  export const areas: readonly string[];
}
