// Marks a compiled folder as CommonJS so Node loads it with require() even though
// the package root is ESM-first for Vite.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'commonjs' }) + '\n');
