/** The failure lines of one stage's output (failure-digest.mjs). */
export function failureDigest(output: string, limit?: number): string[];
