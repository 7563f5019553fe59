import { randomInt } from 'node:crypto';

/**
 * A fresh client address for rate-limited endpoints (limits are per address): the test
 * app trusts X-Forwarded-For (TRUST_PROXY=true), so each test gets its own counters.
 */
export const uniqueAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
