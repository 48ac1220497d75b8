/**
 * Exports that nothing uses: an export of a module under src/ that no other file imports (nor
 * re-exports, nor loads with import()) and that its own module does not use either. A test is a
 * user (a reset hook, a fixture or a pinned constant may exist for tests). The framework's own entry
 * points (Next's page, layout and route exports, proxy, instrumentation and next-intl's request
 * config) are used by the framework.
 *
 * `npx tsx scripts/unused-exports.ts` lists them; scripts/unused-exports.test.ts fails on any.
 */
import path from 'node:path';
import ts from 'typescript';

/** Exports Next.js reads from files of the app router (and the root proxy/instrumentation files). */
const FRAMEWORK_EXPORTS = new Set([
  'default',
  'generateMetadata',
  'generateStaticParams',
  'generateViewport',
  'generateImageMetadata',
  'generateSitemaps',
  'metadata',
  'viewport',
  'revalidate',
  'dynamic',
  'dynamicParams',
  'fetchCache',
  'runtime',
  'preferredRegion',
  'maxDuration',
  'contentType',
  'size',
  'alt',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'config',
  'proxy',
  'middleware',
  'register',
  'onRequestError',
]);

export interface UnusedExport {
  file: string;
  line: number;
  name: string;
}

const isTestFile = (file: string) => /\.test\.tsx?$|\.spec\.tsx?$|(^|\/)(testing|test-helpers)\.tsx?$/.test(file) || /(^|\/)(e2e|src\/test|testing)\//.test(file);
/** Files Next.js (and next-intl's plugin: src/i18n/request.ts) load by their path. */
const isFrameworkFile = (file: string) => /^src\/app\//.test(file) || /^src\/(proxy|instrumentation|middleware)\.ts$/.test(file) || file === 'src/i18n/request.ts';

export function findUnusedExports(root: string = process.cwd()): UnusedExport[] {
  const configPath = path.join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, { noEmit: true, incremental: false }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
  const checker = program.getTypeChecker();
  const relative = (file: ts.SourceFile) => path.relative(root, file.fileName).split(path.sep).join('/');
  const own = program.getSourceFiles().filter((file) => !file.isDeclarationFile && !file.fileName.includes('/node_modules/'));

  const resolve = (symbol: ts.Symbol | undefined): ts.Symbol | undefined => (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const used = new Set<ts.Symbol>();
  const markModuleUsed = (specifier: ts.Node) => {
    const target = checker.getSymbolAtLocation(specifier);
    if (target) for (const symbol of checker.getExportsOfModule(target)) used.add(resolve(symbol)!);
  };

  for (const file of own) {
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && node.importClause) {
        const { name, namedBindings } = node.importClause;
        if (name) used.add(resolve(checker.getSymbolAtLocation(name))!);
        if (namedBindings && ts.isNamedImports(namedBindings)) for (const element of namedBindings.elements) used.add(resolve(checker.getSymbolAtLocation(element.name))!);
        if (namedBindings && ts.isNamespaceImport(namedBindings)) markModuleUsed(node.moduleSpecifier);
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
        if (!node.exportClause) markModuleUsed(node.moduleSpecifier);
        else if (ts.isNamedExports(node.exportClause)) for (const element of node.exportClause.elements) used.add(resolve(checker.getSymbolAtLocation(element.name))!);
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
        markModuleUsed(node.arguments[0]);
      } else if (ts.isImportTypeNode(node) && node.qualifier) {
        used.add(resolve(checker.getSymbolAtLocation(node.qualifier))!);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }

  const unused: UnusedExport[] = [];
  for (const file of own) {
    const name = relative(file);
    if (!name.startsWith('src/') || isTestFile(name)) continue;
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) continue;
    const exports = checker.getExportsOfModule(moduleSymbol).filter((symbol) => !(isFrameworkFile(name) && FRAMEWORK_EXPORTS.has(symbol.name)));
    const candidates = new Map(exports.map((symbol) => [resolve(symbol)!, symbol] as const));
    for (const target of [...candidates.keys()]) if (used.has(target)) candidates.delete(target);
    if (!candidates.size) continue;
    // Used by its own module (beyond its declaration and the export itself): keep.
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && !isDeclarationName(node) && !ts.isExportSpecifier(node.parent)) {
        const symbol = resolve(ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node));
        if (symbol) candidates.delete(symbol);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    for (const [target, symbol] of candidates) {
      const declaration = target.declarations?.find((candidate) => candidate.getSourceFile() === file) ?? symbol.declarations?.[0];
      const line = declaration ? file.getLineAndCharacterOfPosition(declaration.getStart()).line + 1 : 1;
      unused.push({ file: name, line, name: symbol.name });
    }
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (ts.isFunctionDeclaration(parent) || ts.isClassDeclaration(parent) || ts.isVariableDeclaration(parent) || ts.isInterfaceDeclaration(parent) || ts.isTypeAliasDeclaration(parent) || ts.isEnumDeclaration(parent)) && parent.name === node;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unused = findUnusedExports();
  for (const entry of unused) console.log(`${entry.file}:${entry.line}  ${entry.name}`);
  console.log(`${unused.length} unused exports`);
  process.exitCode = unused.length ? 1 : 0;
}
