/**
 * A random id in the form of a version-4 UUID, for message and wrapper ids. crypto.randomUUID
 * exists only in a secure context (HTTPS or localhost): over plain http on another address it is
 * missing and the call invitations failed with "crypto.randomUUID is not a function" (issue #33).
 * crypto.getRandomValues works in every context, so ids never depend on how the page was opened.
 */
export function randomId(source: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = source.getRandomValues(new Uint8Array(16));
  // RFC 9562: version 4 in the high nibble of byte 6, the variant bits 10 in byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
