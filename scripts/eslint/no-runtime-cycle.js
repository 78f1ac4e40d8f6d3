/**
 * ESLint rule `layers/no-runtime-cycle`: a module may not import, at run time, a module that imports it back
 * (directly or through others). In such a cycle one module is evaluated before the other's exports exist, so a
 * top-level use (a constant, a `lazy()`, a class) sees `undefined` depending on which module a page loads first.
 *
 * Run-time imports only: `import type`, `export type` and imports whose every name is `type` are erased; `import()`
 * is lazy and cannot be read before its module is done. Paths are the app's: relative ones and `~/` (app/), with or
 * without an extension. Each file's imports are read once per process (the TypeScript parser), so a lint run of the
 * whole repository pays the graph once, not per file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs'];

/** The `~/` alias's folder for a file: the nearest `app/` folder above it. */
function appRoot(file) {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    if (path.basename(dir) === 'app') return dir;
    dir = path.dirname(dir);
  }
  return null;
}

function resolveFile(candidate) {
  const isFile = (file) => existsSync(file) && statSync(file).isFile();
  if (isFile(candidate)) return candidate;
  for (const extension of EXTENSIONS) if (isFile(candidate + extension)) return candidate + extension;
  for (const extension of EXTENSIONS)
    if (isFile(path.join(candidate, `index${extension}`))) return path.join(candidate, `index${extension}`);
  return null;
}

/** The file a specifier names, or null for a package or a path that does not resolve. */
export function resolveImport(from, specifier) {
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier));
  if (specifier.startsWith('~/')) {
    const root = appRoot(from);
    return root ? resolveFile(path.join(root, specifier.slice(2))) : null;
  }
  return null;
}

/** Whether an import or export declaration (TypeScript's AST) is erased at run time. */
function erased(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return (
      !clause.name &&
      bindings !== undefined &&
      ts.isNamedImports(bindings) &&
      bindings.elements.length > 0 &&
      bindings.elements.every((e) => e.isTypeOnly)
    );
  }
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((e) => e.isTypeOnly)
  );
}

const graph = new Map();
const SCRIPT = /\.(m?[jt]sx?)$/;

/** A file's run-time imports (resolved script files), read from the disk. */
function readImports(file) {
  const edges = [];
  try {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const node of source.statements) {
      if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier || erased(node))
        continue;
      const target = resolveImport(file, node.moduleSpecifier.text);
      if (target && SCRIPT.test(target)) edges.push({ target });
    }
  } catch {
    // An unreadable or unparsable file imports nothing here; ESLint reports its parse error itself.
  }
  return edges;
}

export function runtimeImports(file) {
  if (!graph.has(file)) graph.set(file, readImports(file));
  return graph.get(file);
}

/**
 * The strongly connected component of every file reached so far (Tarjan's algorithm): a file is on a cycle exactly
 * when its component has another file. A finished component never changes while the graph stays as read, so each
 * file is visited once per process.
 */
const component = new Map();

function findComponents(start) {
  if (component.has(start)) return;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const { target } of runtimeImports(file)) {
      if (component.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const members = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.add(member);
    } while (member !== file);
    for (const each of members) component.set(each, members);
  };
  visit(start);
}

/** The shortest run-time path from `start` back to `file` within their component (the files after `file`). */
function pathBack(file, start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const current = queue.shift();
    if (current === file) {
      const chain = [];
      for (let step = current; step !== null; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const { target } of runtimeImports(current)) {
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, current);
        queue.push(target);
      }
    }
  }
  return [file];
}

/** The linted file's run-time imports, from ESLint's (typescript-eslint's) tree of it: the same test as `erased`. */
function edgesOf(file, body) {
  const edges = [];
  for (const node of body) {
    if (!node.source || !['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(node.type))
      continue;
    if (node.importKind === 'type' || node.exportKind === 'type') continue;
    const kinds =
      node.specifiers?.map(
        (specifier) =>
          specifier.importKind ?? specifier.exportKind ?? (specifier.type === 'ImportSpecifier' ? 'value' : 'default'),
      ) ?? [];
    if (kinds.length > 0 && kinds.every((kind) => kind === 'type')) continue;
    const target = resolveImport(file, node.source.value);
    if (target && SCRIPT.test(target)) edges.push({ target, node });
  }
  return edges;
}

const sameEdges = (a, b) => a.length === b.length && a.every((edge, i) => edge.target === b[i].target);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow run-time import cycles between the app’s modules' },
    schema: [],
    messages: {
      cycle: 'Run-time import cycle: {{chain}}. Move what both need into a third module (or import it as a type).',
    },
  },
  create(context) {
    const file = path.resolve(context.filename);
    const cwd = context.cwd;
    return {
      Program() {
        // The file as linted (unsaved in an editor) replaces its copy on disk; a changed graph is read anew.
        const edges = edgesOf(file, context.sourceCode.ast.body);
        if (!graph.has(file) || !sameEdges(graph.get(file), edges)) {
          if (graph.has(file)) component.clear();
          graph.set(file, edges);
        }
        findComponents(file);
        const members = component.get(file);
        if (members.size < 2) return;
        for (const { target, node } of edges) {
          if (target === file || !members.has(target)) continue;
          const names = [file, ...pathBack(file, target, members)].map((step) => path.relative(cwd, step));
          context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
        }
      },
    };
  },
};
