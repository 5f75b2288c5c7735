/**
 * What the server writes into the page as it serves it, from its
 * configuration: the v2 lead's client id and secret in their two meta tags
 * (models/lead/lead.ts `LEAD_CLIENT_META`; server/leads/lead-client.ts). The
 * built page carries the tags empty; they stay empty when nothing is
 * configured, and the page then sends no client headers.
 */
import { LEAD_CLIENT_META, LEAD_CLIENT_VALUE_PATTERN } from '../../models/lead/lead';

/** The page with a meta tag's content set (the tag is added to the head when the page lacks it). */
function withMeta(html: string, name: string, content: string): string {
  const tag = `<meta name="${name}" content="${content}" />`;
  const existing = new RegExp(`<meta\\s+name="${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\s+content="[^"]*"\\s*/?>`, 'i');
  if (existing.test(html)) return html.replace(existing, () => tag);
  return html.replace(/<\/head>/i, () => `  ${tag}\n  </head>`);
}

/** The page with the v2 lead's client id and secret in its meta tags; as it is when none is configured. */
export function withLeadClient(html: string, client: { id: string; secret: string } | null): string {
  if (!client) return html;
  // The values are checked at start (server/leads/lead-client.ts); checked again here, as they go into HTML unescaped.
  if (!LEAD_CLIENT_VALUE_PATTERN.test(client.id) || !LEAD_CLIENT_VALUE_PATTERN.test(client.secret)) throw new Error('lead client credentials cannot go into the page as they are');
  return withMeta(withMeta(html, LEAD_CLIENT_META.id, client.id), LEAD_CLIENT_META.secret, client.secret);
}
