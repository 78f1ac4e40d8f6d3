/**
 * Splits a module's exports over new modules and points every import at them: the engine of
 * `split-constants.ts` and `split-order.ts`, which give it the map (export name → module).
 *
 * One run, safe to repeat on any tree (another branch may merge in files that still import the old module,
 * or new exports in the old module):
 * 1. When the old module exists: each exported declaration whose name the map sends elsewhere, and that its
 *    new module lacks, is moved there with its doc comment (a new module starts with its area's doc). A name the
 *    map does not know, a declaration that differs from the one already in its new module, or one that needs an
 *    import or another module's declaration to move, stops the run before anything is written: fix the map or
 *    move it by hand, then run again. An old module left without exports is deleted.
 * 2. In app/, tests/, scripts/, server/ and sandbox/: every `import`/`export … from` of the old module (`~/…`
 *    or relative, with or without `.ts`; named, `type`, `import * as`) becomes imports of the new modules,
 *    merged into an import of that module the file already has; a whole-module reference (`vi.mock`,
 *    `import()`, `typeof import()`) goes to the one new module of the names its statement uses.
 * 3. Prettier formats the files it changed; mentions of the old module in comments are listed, not changed.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export interface SplitPlan {
  /** The module being split, from the repository root (`app/models/constants.ts`). */
  from: string;
  /** Each module (from the repository root) with the doc comment it starts with and the export names it holds. A module may be `from` itself (what stays). */
  to: Record<string, { doc: string; names: readonly string[] }>;
}

const ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['app', 'tests', 'scripts', 'server', 'sandbox'];
const SKIPPED = new Set([
  'node_modules',
  'build',
  '.react-router',
  'test-results',
  'playwright-report',
  'bench-results',
  '.data',
]);
const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
/** Calls that name a whole module: what they refer to is decided by the names their statement uses. */
const MODULE_CALLS = new Set(['vi.mock', 'vi.doMock', 'vi.unmock', 'vi.doUnmock', 'vi.importActual', 'vi.importMock']);

interface Edit {
  start: number;
  end: number;
  text: string;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

function applyEdits(text: string, edits: Edit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** The file a specifier names (absolute, with `.ts`), for `~/` and relative specifiers; undefined for packages. */
function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  let path: string;
  if (specifier.startsWith('~/')) path = join(ROOT, 'app', specifier.slice(2));
  else if (specifier.startsWith('.')) path = resolve(dirname(fromFile), specifier);
  else return undefined;
  return SOURCE.test(path) ? path : `${path}.ts`;
}

/** The specifier of `target` written as `like` (the old one) was: `~/…` or relative, with or without the extension. */
function specifierFor(fromFile: string, target: string, like: string): string {
  const withExtension = extname(like) !== '';
  const path = withExtension ? target : target.replace(/\.tsx?$/, '');
  if (like.startsWith('~/')) return `~/${relative(join(ROOT, 'app'), path)}`;
  const relativePath = relative(dirname(fromFile), path);
  return relativePath.startsWith('.') ? relativePath : `./${relativePath}`;
}

/** Names a top-level statement exports (`export const A = …, B`, `export function f`, …). */
function exportedNames(statement: ts.Statement): string[] {
  if (
    !ts.canHaveModifiers(statement) ||
    !ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  )
    return [];
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  const named = statement as ts.Statement & { name?: ts.Node };
  return named.name && ts.isIdentifier(named.name) ? [named.name.text] : [];
}

/** A statement's text with its own doc comment (the last `/** … *\/` right before it), without section comments or the file's header. */
function withDoc(statement: ts.Statement, text: string): string {
  const comments = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
  const last = comments.at(-1);
  const doc =
    last && text.startsWith('/**', last.pos) && !/\n\s*\n/.test(text.slice(last.end, statement.getStart()))
      ? text.slice(last.pos, last.end) + '\n'
      : '';
  return doc + text.slice(statement.getStart(), statement.getEnd());
}

/** A doc comment's text in lines of at most 116 characters, as the repository's comments are. */
function wrap(text: string): string {
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/)) {
    if (lines.length && lines.at(-1)!.length + word.length < 116) lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

const same = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

function identifiersIn(node: ts.Node, found = new Set<string>()): Set<string> {
  if (ts.isIdentifier(node)) found.add(node.text);
  node.forEachChild((child) => void identifiersIn(child, found));
  return found;
}

export function runSplit(plan: SplitPlan): void {
  const fromPath = join(ROOT, plan.from);
  const targetOf = new Map<string, string>();
  for (const [module, { names }] of Object.entries(plan.to)) {
    for (const name of names) {
      if (targetOf.has(name)) throw new Error(`${name} is mapped twice (${targetOf.get(name)}, ${module})`);
      targetOf.set(name, join(ROOT, module));
    }
  }
  const problems: string[] = [];
  const written = new Map<string, string>();
  const read = (path: string) => written.get(path) ?? (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

  // 1. Move what the old module still declares.
  const declared = (path: string): Map<string, string> => {
    const text = read(path);
    const found = new Map<string, string>();
    if (text === undefined) return found;
    for (const statement of parse(path, text).statements)
      for (const name of exportedNames(statement)) found.set(name, withDoc(statement, text));
    return found;
  };
  let deleteFrom = false;
  if (existsSync(fromPath)) {
    const text = readFileSync(fromPath, 'utf8');
    const source = parse(fromPath, text);
    const topLevel = new Map<string, string>();
    const imported = new Set<string>();
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) identifiersIn(statement.importClause ?? statement, imported);
      for (const name of exportedNames(statement)) topLevel.set(name, targetOf.get(name) ?? '');
      if (
        !exportedNames(statement).length &&
        (ts.isFunctionDeclaration(statement) || ts.isVariableStatement(statement))
      ) {
        for (const name of ts.isVariableStatement(statement)
          ? statement.declarationList.declarations.map((d) => d.name.getText())
          : [statement.name?.text ?? ''])
          topLevel.set(name, fromPath);
      }
    }
    const removals: Edit[] = [];
    const appended = new Map<string, string[]>();
    let kept = 0;
    for (const statement of source.statements) {
      const names = exportedNames(statement);
      if (!names.length) continue;
      const targets = new Set(names.map((name) => targetOf.get(name)));
      if (targets.has(undefined)) {
        problems.push(
          `${plan.from}: ${names.filter((name) => !targetOf.has(name)).join(', ')} not in the map: add to the map of ${plan.from}'s codemod`,
        );
        continue;
      }
      if (targets.size > 1) {
        problems.push(`${plan.from}: ${names.join(', ')} are declared together but mapped to different modules`);
        continue;
      }
      const target = [...targets][0]!;
      if (target === fromPath) {
        kept++;
        continue;
      }
      const ownText = withDoc(statement, text);
      const existing = declared(target);
      const present = names.filter((name) => existing.has(name));
      if (present.length) {
        if (present.length !== names.length || !same(existing.get(names[0]!)!, ownText))
          problems.push(
            `${plan.from}: ${names.join(', ')} differ from ${relative(ROOT, target)}: carry the change over by hand, then run again`,
          );
      } else {
        const needs = [...identifiersIn(statement)].filter(
          (name) =>
            !names.includes(name) && (imported.has(name) || (topLevel.has(name) && topLevel.get(name) !== target)),
        );
        if (needs.length)
          problems.push(
            `${plan.from}: ${names.join(', ')} need ${needs.join(', ')}, which ${relative(ROOT, target)} does not have: move by hand`,
          );
        else appended.set(target, [...(appended.get(target) ?? []), ownText]);
      }
      const comments = ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [];
      const docStart = ownText.startsWith('/**') ? comments.at(-1)!.pos : statement.getStart();
      removals.push({ start: docStart, end: statement.getEnd(), text: '' });
    }
    if (!problems.length) {
      for (const [target, statements] of appended) {
        const before = read(target);
        const doc = plan.to[relative(ROOT, target)]!.doc;
        const head = before ?? `/**\n${wrap(doc).replace(/^/gm, ' * ')}\n */\n`;
        // A declaration without a doc of its own shares the one before it: no blank line between them.
        const body = statements
          .map((statement, index) => (index === 0 ? '' : statement.startsWith('/**') ? '\n\n' : '\n') + statement)
          .join('');
        written.set(target, `${head.trimEnd()}\n\n${body}\n`);
      }
      if (kept === 0) deleteFrom = true;
      else if (removals.length) written.set(fromPath, applyEdits(text, removals).replace(/\n{3,}/g, '\n\n'));
    }
  }

  // 2. Point the imports at the new modules.
  const files = SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir))).filter((file) => file !== fromPath);
  const fromBase = plan.from
    .split('/')
    .at(-1)!
    .replace(/\.tsx?$/, '');
  const mentions: string[] = [];
  for (const file of files) {
    const text = read(file)!;
    if (!text.includes(fromBase)) continue;
    const source = parse(file, text);
    const isFrom = (literal: ts.Node | undefined): literal is ts.StringLiteral =>
      Boolean(literal && ts.isStringLiteral(literal) && resolveSpecifier(file, literal.text) === fromPath);
    const edits: Edit[] = [];
    const fileProblems: string[] = [];
    /** The specifiers (as written, `type` kept) each target gets, where they go, and the old specifier they imitate. */
    const wanted = new Map<
      string,
      { target: string; specifiers: string[]; typeOnly: boolean; exports: boolean; at: ts.Statement; like: string }
    >();
    const replaced = new Map<ts.Statement, string[]>();
    const want = (
      target: string,
      specifier: string,
      statement: ts.Statement,
      like: string,
      typeOnly: boolean,
      exports: boolean,
    ) => {
      const key = `${exports ? 'export' : 'import'}:${typeOnly ? 'type' : 'value'}:${target}`;
      const entry = wanted.get(key) ?? { target, specifiers: [], typeOnly, exports, at: statement, like };
      if (!entry.specifiers.includes(specifier)) entry.specifiers.push(specifier);
      wanted.set(key, entry);
      if (!replaced.has(statement)) replaced.set(statement, []);
    };
    const targetFor = (name: string) => {
      const target = targetOf.get(name);
      if (!target) fileProblems.push(`${relative(ROOT, file)}: ${name} is not in the map`);
      return target;
    };

    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement) && isFrom(statement.moduleSpecifier)) {
        const like = statement.moduleSpecifier.text;
        const clause = statement.importClause;
        if (!clause || clause.name) {
          fileProblems.push(
            `${relative(ROOT, file)}: ${clause ? 'a default import' : 'a side-effect import'} of ${plan.from}: rewrite by hand`,
          );
          continue;
        }
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          // `import * as C`: each `C.NAME` becomes `NAME`, imported from its module.
          const namespace = bindings.name.text;
          const visit = (node: ts.Node): void => {
            if (
              ts.isPropertyAccessExpression(node) &&
              ts.isIdentifier(node.expression) &&
              node.expression.text === namespace
            ) {
              const target = targetFor(node.name.text);
              if (target) {
                want(target, node.name.text, statement, like, clause.isTypeOnly, false);
                edits.push({ start: node.getStart(), end: node.getEnd(), text: node.name.text });
              }
              return;
            }
            if (ts.isQualifiedName(node) && ts.isIdentifier(node.left) && node.left.text === namespace) {
              const target = targetFor(node.right.text);
              if (target) {
                want(target, `type ${node.right.text}`, statement, like, clause.isTypeOnly, false);
                edits.push({ start: node.getStart(), end: node.getEnd(), text: node.right.text });
              }
              return;
            }
            if (ts.isIdentifier(node) && node.text === namespace && node.parent !== bindings)
              fileProblems.push(`${relative(ROOT, file)}: ${namespace} is used whole: rewrite by hand`);
            node.forEachChild(visit);
          };
          source.statements.filter((other) => other !== statement).forEach(visit);
          replaced.set(statement, []);
          continue;
        }
        for (const element of bindings?.elements ?? []) {
          const target = targetFor((element.propertyName ?? element.name).text);
          if (target) want(target, element.getText(), statement, like, clause.isTypeOnly, false);
        }
        replaced.set(statement, []);
      } else if (ts.isExportDeclaration(statement) && isFrom(statement.moduleSpecifier)) {
        const like = statement.moduleSpecifier.text;
        const clause = statement.exportClause;
        if (clause && ts.isNamespaceExport(clause)) {
          fileProblems.push(`${relative(ROOT, file)}: \`export * as\` of ${plan.from}: rewrite by hand`);
          continue;
        }
        if (!clause) {
          // `export *`: the same names, from each module that holds some.
          const lines = [...new Set(targetOf.values())].map(
            (target) => `export * from '${target === fromPath ? like : specifierFor(file, target, like)}';`,
          );
          edits.push({ start: statement.getStart(), end: statement.getEnd(), text: lines.join('\n') });
          continue;
        }
        for (const element of clause.elements) {
          const target = targetFor((element.propertyName ?? element.name).text);
          if (target) want(target, element.getText(), statement, like, statement.isTypeOnly, true);
        }
        replaced.set(statement, []);
      }
    }

    // Whole-module references: `vi.mock('…', …)`, `import('…')`, `typeof import('…')`.
    const statementOf = (node: ts.Node): ts.Node =>
      node.parent && !ts.isSourceFile(node.parent) ? statementOf(node.parent) : node;
    const visitCalls = (node: ts.Node): void => {
      let literal: ts.Node | undefined;
      if (ts.isCallExpression(node)) {
        const callee = node.expression.kind === ts.SyntaxKind.ImportKeyword ? 'import' : node.expression.getText();
        if (callee === 'import' || MODULE_CALLS.has(callee)) literal = node.arguments[0];
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal = node.argument.literal;
      if (isFrom(literal)) {
        const statement = statementOf(node);
        const used = [...identifiersIn(statement)].filter((name) => targetOf.has(name));
        const targets = new Set(used.map((name) => targetOf.get(name)!));
        if (targets.size !== 1)
          fileProblems.push(
            `${relative(ROOT, file)}: a whole-module reference to ${plan.from} that uses ${used.join(', ') || 'no mapped name'}: rewrite by hand`,
          );
        else
          edits.push({
            start: literal.getStart() + 1,
            end: literal.getEnd() - 1,
            text: specifierFor(file, [...targets][0]!, literal.text),
          });
      }
      node.forEachChild(visitCalls);
    };
    visitCalls(source);

    if (fileProblems.length) {
      problems.push(...fileProblems);
      continue;
    }
    if (!replaced.size && !edits.length) continue;

    // Merge each target's names into an import of it the file has (of the same kind), else a new one where the old one was.
    for (const entry of wanted.values()) {
      const fullTarget = entry.target;
      const existing = source.statements.find((statement): statement is ts.ImportDeclaration | ts.ExportDeclaration => {
        if (replaced.has(statement)) return false;
        const kindMatches = entry.exports
          ? ts.isExportDeclaration(statement) &&
            Boolean(statement.exportClause && ts.isNamedExports(statement.exportClause))
          : ts.isImportDeclaration(statement);
        if (!kindMatches) return false;
        const literal = (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier;
        return Boolean(literal && ts.isStringLiteral(literal) && resolveSpecifier(file, literal.text) === fullTarget);
      });
      const mergeable =
        existing &&
        (ts.isExportDeclaration(existing)
          ? existing.isTypeOnly === entry.typeOnly
          : Boolean(existing.importClause?.namedBindings && ts.isNamedImports(existing.importClause.namedBindings)) &&
            existing.importClause!.isTypeOnly === entry.typeOnly);
      if (existing && mergeable) {
        const elements = ts.isExportDeclaration(existing)
          ? (existing.exportClause as ts.NamedExports).elements
          : (existing.importClause!.namedBindings as ts.NamedImports).elements;
        const have = elements.map((element) => element.getText());
        const added = entry.specifiers.filter((specifier) => !have.includes(specifier));
        if (added.length) {
          const last = elements.at(-1)!;
          edits.push({
            start: last.getEnd(),
            end: last.getEnd(),
            text: added.map((specifier) => `, ${specifier}`).join(''),
          });
        }
      } else {
        const specifier = fullTarget === fromPath ? entry.like : specifierFor(file, fullTarget, entry.like);
        const keyword = `${entry.exports ? 'export' : 'import'}${entry.typeOnly ? ' type' : ''}`;
        replaced.get(entry.at)!.push(`${keyword} { ${entry.specifiers.join(', ')} } from '${specifier}';`);
      }
    }
    for (const [statement, lines] of replaced) {
      const end = lines.length ? statement.getEnd() : text.indexOf('\n', statement.getEnd()) + 1 || statement.getEnd();
      edits.push({ start: statement.getStart(), end, text: lines.join('\n') });
    }
    written.set(file, applyEdits(text, edits));
  }

  if (problems.length) {
    console.error(`Nothing written: ${problems.length} thing(s) to settle first\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  for (const [path, text] of written) writeFileSync(path, text);
  if (deleteFrom) rmSync(fromPath);
  if (!existsSync(fromPath)) {
    const mention = new RegExp(`(?<![\\w-])${fromBase}\\.ts\\b`);
    for (const file of files)
      if (!file.includes('/scripts/codemods/') && mention.test(read(file)!)) mentions.push(relative(ROOT, file));
  }
  const changed = [...written.keys()].filter((path) => existsSync(path));
  if (changed.length)
    execFileSync(join(ROOT, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...changed], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  console.log(`${plan.from}: ${changed.length} file(s) written${deleteFrom ? `, ${plan.from} deleted` : ''}`);
  for (const path of changed) console.log(`  ${relative(ROOT, path)}`);
  if (mentions.length)
    console.log(`Still mention ${plan.from} in text (comments?), not changed:\n  ${mentions.join('\n  ')}`);
}
