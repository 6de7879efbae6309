/** "Chrome on Linux" from a user-agent string: enough to recognise one's own devices. */
export function describeDevice(userAgent: string | null, unknown: string): string {
  if (!userAgent) return unknown;
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([needle]) => userAgent.includes(needle!))?.[1] ?? null;
  const os =
    [
      ['Android', 'Android'],
      ['iPhone', 'iOS'],
      ['iPad', 'iPadOS'],
      ['Windows', 'Windows'],
      ['Mac OS', 'macOS'],
      ['Linux', 'Linux'],
    ].find(([needle]) => userAgent.includes(needle!))?.[1] ?? null;
  if (!browser && !os) return userAgent.slice(0, 60);
  return [browser, os].filter(Boolean).join(' · ');
}
