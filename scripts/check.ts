/**
 * `npm run check`: the type check and the lint in one process, on one
 * TypeScript program — what `npm run typecheck` (tsc --noEmit) and `npm run
 * lint` (eslint .) report, with the same tsconfig.json and
 * eslint.config.js, but the program (2,800 files with the libraries'
 * declarations) is built and checked once: ESLint's type-aware rules are
 * given it (parserOptions.programs) and read the types the check has
 * already worked out, where alone they would build and check it again.
 * `npm test` runs this beside the browser tests.
 */
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = process.cwd();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => ts.sys.newLine };
const configDiagnostics: ts.Diagnostic[] = [];
const config = ts.getParsedCommandLineOfConfigFile(`${root}/tsconfig.json`, undefined, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (d) => configDiagnostics.push(d),
});
if (!config) {
  console.error(ts.formatDiagnosticsWithColorAndContext(configDiagnostics, host));
  process.exit(2);
}
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences, configFileParsingDiagnostics: config.errors });

// The type check: what `tsc --noEmit` reports (the options, the config file, syntax, globals, semantics).
const diagnostics = ts.sortAndDeduplicateDiagnostics([...config.errors, ...ts.getPreEmitDiagnostics(program)]);
if (diagnostics.length > 0) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
console.log(`typecheck: ${diagnostics.length === 0 ? 'ok' : `${diagnostics.length} errors`} (${program.getSourceFiles().length} files, ${seconds()} s)`);

// The lint, with the program above for the type-aware rules (TypeScript files only: eslint.config.js turns
// type-aware rules off for the JavaScript ones, which are outside the program).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, project: false, programs: [program] } } },
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) console.log(text);
const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
console.log(`lint: ${problems === 0 ? 'ok' : `${problems} problems`} (${results.length} files, ${seconds()} s)`);

process.exitCode = diagnostics.length > 0 || problems > 0 ? 1 : 0;
