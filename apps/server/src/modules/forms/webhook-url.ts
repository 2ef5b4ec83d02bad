import { BlockList, isIP } from 'node:net';
import { LIMITS, WEBHOOK_URL_MESSAGES } from '@tessera/shared';

/**
 * What the operator allows a form's webhook to point at (FORMS_WEBHOOK_ALLOW_PRIVATE, FORMS_WEBHOOK_ALLOW_ADDRESSES):
 * by default only https URLs to public hosts. The check at save time reads only the URL (a literal address or
 * `localhost`); the delivery's agent checks the address again after DNS resolution, which also stops rebinding.
 */
export interface WebhookUrlPolicy {
  /** http and any private, loopback or link-local address allowed (development, e2e, the bench). */
  allowPrivate: boolean;
  /** Literal addresses allowed even though private (e.g. 127.0.0.1, ::1), and then over http too. */
  allowAddresses: readonly string[];
}

export const STRICT_WEBHOOK_POLICY: WebhookUrlPolicy = { allowPrivate: false, allowAddresses: [] };

/** The policy from the environment: FORMS_WEBHOOK_ALLOW_PRIVATE=true|1, FORMS_WEBHOOK_ALLOW_ADDRESSES=a,b. */
export function webhookPolicyFromEnv(env: NodeJS.ProcessEnv): WebhookUrlPolicy {
  const flag = env.FORMS_WEBHOOK_ALLOW_PRIVATE;
  return {
    allowPrivate: flag === 'true' || flag === '1',
    allowAddresses: (env.FORMS_WEBHOOK_ALLOW_ADDRESSES ?? '')
      .split(',')
      .map((entry) => normaliseAddress(entry.trim()))
      .filter((entry) => entry.length > 0),
  };
}

export { WEBHOOK_URL_MESSAGES };

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
  ['64:ff9b::', 96], // NAT64 (embeds IPv4)
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** An address as written in a URL's host (brackets removed, lower case). */
function normaliseAddress(host: string): string {
  return host.replace(/^\[|\]$/g, '').toLowerCase();
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx) carries, else null. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether a literal IP address is private, loopback, link-local or otherwise not a public host. */
export function isPrivateAddress(address: string): boolean {
  const normalised = normaliseAddress(address);
  const family = isIP(normalised);
  if (family === 4) return blocked.check(normalised, 'ipv4');
  if (family !== 6) return false;
  const v4 = mappedIpv4(normalised);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(normalised, 'ipv6');
}

/** Whitespace, C0 control characters or DEL anywhere in the text. */
function hasSpaceOrControl(text: string): boolean {
  if (/\s/.test(text)) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Host names that always mean this machine or its network. */
function isLocalName(host: string): boolean {
  const name = host.replace(/\.$/, '');
  return (
    name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local') || !name.includes('.')
  );
}

/**
 * The webhook URL as it is stored (the URL parser's normal form), or the reason it is refused: https only, no
 * user name or password, at most LIMITS.forms.webhookUrlMax characters, and no literal private, loopback or
 * link-local address nor local name, unless the operator allows private addresses (then http too) or names
 * the address.
 */
export function checkWebhookUrlAtSave(
  raw: string,
  policy: WebhookUrlPolicy = STRICT_WEBHOOK_POLICY,
): { ok: true; url: string } | { ok: false; message: string } {
  if (raw.length > LIMITS.forms.webhookUrlMax) return { ok: false, message: WEBHOOK_URL_MESSAGES.tooLong };
  // The URL parser would silently drop or encode these: a URL holding them is refused, not rewritten.
  if (hasSpaceOrControl(raw)) return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.credentials };
  }
  const host = normaliseAddress(url.hostname);
  if (host === '') return { ok: false, message: WEBHOOK_URL_MESSAGES.invalid };
  const named = policy.allowAddresses.includes(host);
  const local = isIP(host) ? isPrivateAddress(host) : isLocalName(host);
  if (local && !policy.allowPrivate && !named) return { ok: false, message: WEBHOOK_URL_MESSAGES.private };
  if (url.protocol === 'http:' && !policy.allowPrivate && !named) {
    return { ok: false, message: WEBHOOK_URL_MESSAGES.https };
  }
  const normal = url.toString();
  if (normal.length > LIMITS.forms.webhookUrlMax) return { ok: false, message: WEBHOOK_URL_MESSAGES.tooLong };
  return { ok: true, url: normal };
}
