import { randomInt } from 'node:crypto';

/**
 * A fresh client address for rate-limited endpoints (limits are per address): the test
 * app trusts one proxy hop (TRUST_PROXY=1 or true), so a single X-Forwarded-For entry is
 * the client address and each test gets its own counters.
 */
export const uniqueAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
