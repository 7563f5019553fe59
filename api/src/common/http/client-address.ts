import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

/**
 * The key every per-address limit counts under: an IPv4 address as is (also when it
 * arrives IPv4-mapped, `::ffff:203.0.113.9`), an IPv6 address by its /64 network, since
 * one subscriber usually holds a whole /64 and could otherwise rotate through 2^64
 * addresses. `req.ip` already honours TRUST_PROXY (a hop count or a list of proxies).
 */
export function clientAddressKey(req: Pick<Request, 'ip'>): string {
  return addressKey(req.ip);
}

export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const address = ip.split('%')[0];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const parts = (text: string | undefined) => {
    if (!text) return [];
    return text.split(':').flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a, b, c, d] = part.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  };
  const left = parts(head);
  const right = parts(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
