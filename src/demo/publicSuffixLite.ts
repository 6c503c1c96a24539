/**
 * Stands in for `tldts` (the public-suffix list, about 300 KB) in the browser build: MSW keeps
 * cookies with tough-cookie, which asks tldts for a host's registrable domain. The demo backend
 * sets no cookies and runs on the app's own host, so the last two labels of a name (or the host
 * itself for an address or a single label) is all it needs, and every demo visit downloads a
 * third less code. vite.config.ts points `tldts` here.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname) return null;
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return hostname;
  const labels = hostname.replace(/\.$/, '').split('.');
  return labels.slice(-2).join('.');
}
