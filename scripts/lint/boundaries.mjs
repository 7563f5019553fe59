// The import boundaries `npm run lint` enforces. Each zone says which files it governs and
// which imports (resolved to a path in the repository) they may not make; the rule reads
// every relative import, so `../../auth/...` and `../features/auth` are judged alike.
// scripts/lint/boundaries-selftest.mjs shows each zone refusing an import across it.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the API's module dependencies are declared: the one file to read (and edit) first. */
export const MODULE_MAP_FILE = 'api/src/modules/dependencies.json';

/** A cycle in a module → allowed-modules map, as the list of modules around it, or null. */
export function findCycle(map) {
  const state = new Map();
  const path = [];
  const visit = (module) => {
    if (state.get(module) === 'done') return null;
    if (state.get(module) === 'open') return [...path.slice(path.indexOf(module)), module];
    state.set(module, 'open');
    path.push(module);
    for (const next of map[module] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(module, 'done');
    return null;
  };
  for (const module of Object.keys(map)) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return null;
}

/** The declared map, refused when it names an unknown module or closes a loop. */
export function readModuleMap(file = join(REPO_ROOT, MODULE_MAP_FILE)) {
  const map = Object.fromEntries(Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([key]) => !key.startsWith('$')));
  for (const [module, uses] of Object.entries(map)) {
    const unknown = uses.filter((used) => !(used in map));
    if (unknown.length) throw new Error(`${MODULE_MAP_FILE}: ${module} uses ${unknown.join(', ')}, which the map does not list as a module`);
  }
  const cycle = findCycle(map);
  if (cycle) throw new Error(`${MODULE_MAP_FILE}: the modules form a cycle (${cycle.join(' → ')}); a module that both need belongs below both`);
  return map;
}

const MODULE_MAP = readModuleMap();

/** Repository-relative path with forward slashes. */
const repoPath = (absolute) => relative(REPO_ROOT, absolute).split(sep).join('/');

/** `api/src/modules/<name>/...` → name; `web-client/src/features/<name>/...` → name. */
const apiModuleOf = (path) => /^api\/src\/modules\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;
const clientFeatureOf = (path) => /^web-client\/src\/features\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;
/** `web-admin/src/resources/<name>/...` → name. */
const adminResourceOf = (path) => /^web-admin\/src\/resources\/([^/]+)(?:\/|$)/.exec(path)?.[1] ?? null;

/**
 * The zones. `governs(file)` picks the importing files; `refuses(target, file)` returns the
 * message when the import of `target` crosses the boundary (both repository-relative).
 */
export const ZONES = [
  {
    name: 'api platform tier',
    governs: (file) => /^api\/src\/(common|config|database)\//.test(file),
    refuses: (target) =>
      target.startsWith('api/src/modules/') || target.startsWith('api/src/seed/') || target.startsWith('api/src/cli/')
        ? 'The platform tier (api/src/common, config, database) imports no business module: give common the shared type, or let the module depend on the platform.'
        : null,
  },
  {
    name: 'api module entities',
    // An entity may name another module's entity in a relation (@ManyToOne(() => User)).
    governs: (file) => apiModuleOf(file) !== null && !/\/entities\//.test(file),
    refuses: (target, file) => {
      const owner = apiModuleOf(target);
      return owner && owner !== apiModuleOf(file) && /\/entities\//.test(target)
        ? `A module never reads another module's entities (${owner}/entities): ask the ${owner} module's exported service.`
        : null;
    },
  },
  {
    name: 'api module dependencies',
    governs: (file) => apiModuleOf(file) !== null,
    refuses: (target, file) => {
      const from = apiModuleOf(file);
      const to = apiModuleOf(target);
      if (!to || to === from) return null;
      if (!(from in MODULE_MAP)) return `The ${from} module is not in ${MODULE_MAP_FILE}: declare what it may use.`;
      return MODULE_MAP[from].includes(to)
        ? null
        : `The ${from} module does not declare a dependency on ${to} (${MODULE_MAP_FILE}): add the edge there if it keeps the map free of cycles, or turn the dependency around.`;
    },
  },
  {
    name: 'web-client features',
    governs: (file) => clientFeatureOf(file) !== null,
    refuses: (target, file) => {
      const other = clientFeatureOf(target);
      return other && other !== clientFeatureOf(file)
        ? `A web-client feature never imports another feature (features/${other}): move what both need to components/ or lib/, or compose them in app/.`
        : null;
    },
  },
  {
    name: 'web-client shared code',
    governs: (file) => /^web-client\/src\/(components|lib)\//.test(file),
    refuses: (target) =>
      clientFeatureOf(target) !== null || target.startsWith('web-client/src/app/')
        ? 'web-client components/ and lib/ import no feature and no page: they are what features are built from.'
        : null,
  },
  {
    name: 'web-admin resources',
    // Posters Galore's habit: a resource folder is whole in itself; what two resources share
    // lives in components/ (or the data provider), and app.tsx composes them.
    governs: (file) => adminResourceOf(file) !== null,
    refuses: (target, file) => {
      const other = adminResourceOf(target);
      return other && other !== adminResourceOf(file)
        ? `A web-admin resource never imports another resource (resources/${other}): move what both need to components/, or compose them in app.tsx.`
        : null;
    },
  },
];

const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports stay inside the boundaries listed in scripts/lint/boundaries.mjs' },
    schema: [],
  },
  create(context) {
    const file = repoPath(context.filename);
    const zones = ZONES.filter((zone) => zone.governs(file));
    if (zones.length === 0) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = repoPath(join(dirname(context.filename), specifier));
      for (const zone of zones) {
        const message = zone.refuses(target, file);
        if (message) context.report({ node: node.source, message: `${message} [${zone.name}: ${specifier}]` });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundariesPlugin = { meta: { name: 'ledgerleaf-boundaries' }, rules: { imports: boundariesRule } };

/** The config block that turns the rule on for the workspaces it governs. */
export const boundariesConfig = {
  files: ['api/src/**/*.ts', 'web-client/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
  plugins: { boundaries: boundariesPlugin },
  rules: { 'boundaries/imports': 'error' },
};
