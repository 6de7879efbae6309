/**
 * Prepares the browser's number and date formatting for a language, in a task of its own. The
 * first formatter of a page loads the language's ICU data, ~10 ms on a fast machine and ~60 ms
 * on Lighthouse's slowed phone; on a page drawn in the browser (the dashboards) that landed inside
 * the page's first render, one long task with everything else (ADR 0021, "Stop 28"). Done here,
 * between the app's start-up steps, the render finds the data loaded.
 */
export function warmIntl(language: string): void {
  try {
    new Intl.NumberFormat(language).format(1234.5);
    new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(0);
  } catch {
    // A language the browser does not know: the formatters fall back the same way later.
  }
}
