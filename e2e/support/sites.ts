/** The URL of a site by its domain, on the test server's port (Chromium maps every host here). */
export function siteUrl(domain: string, pathname = '/'): string {
  const port = process.env.E2E_PORT ?? '3217';
  return `http://${domain}:${port}${pathname}`;
}
