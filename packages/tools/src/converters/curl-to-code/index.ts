import { defineTool, failure, success, withWarnings } from '@ctp/core';
import definition from './definition.js';

type Curlconverter = typeof import('curlconverter');
type Converter = (curl: string) => [string, Array<[string, string]>];

/**
 * Loaded by a name bundlers do not follow: curlconverter parses bash with
 * tree-sitter, a native addon on Node and WebAssembly fetched at module load in
 * browsers (which our CSP forbids), so the tool runs on the server only and the
 * browser and CLI bundles must not try to inline it.
 */
const LIBRARY: string = 'curlconverter';
let library: Promise<Curlconverter> | undefined;
const load = () => (library ??= import(/* @vite-ignore */ LIBRARY) as Promise<Curlconverter>);

/** node-tree-sitter refuses strings of 32,768 UTF-16 code units or more ("Invalid argument"). */
const MAX_UTF16 = 32_767;

const CONVERTERS: Readonly<Record<string, (lib: Curlconverter) => Converter>> = {
  python: (lib) => lib.toPythonWarn,
  javascript: (lib) => lib.toJavaScriptWarn,
  node: (lib) => lib.toNodeWarn,
  'node-axios': (lib) => lib.toNodeAxiosWarn,
  go: (lib) => lib.toGoWarn,
  php: (lib) => lib.toPhpWarn,
  java: (lib) => lib.toJavaWarn,
  csharp: (lib) => lib.toCSharpWarn,
  rust: (lib) => lib.toRustWarn,
  ruby: (lib) => lib.toRubyWarn,
  swift: (lib) => lib.toSwiftWarn,
  powershell: (lib) => lib.toPowershellRestMethodWarn,
  ansible: (lib) => lib.toAnsibleWarn,
  http: (lib) => lib.toHTTPWarn,
  json: (lib) => lib.toJsonStringWarn,
};

/** Copy-paste leftovers curlconverter refuses: a "$ " prompt from docs, curl.exe from Windows. */
function tidy(command: string, notes: string[]): string {
  let text = command.trimStart();
  if (/^\$\s+curl(\.exe)?\s/.test(text)) {
    text = text.replace(/^\$\s+/, '');
    notes.push('Removed the leading "$ " shell prompt.');
  }
  if (/^curl\.exe\s/.test(text)) {
    text = 'curl' + text.slice('curl.exe'.length);
    notes.push('Read curl.exe as curl.');
  }
  return text;
}

export default defineTool(definition, async (params) => {
  const lib = await load();
  const language = params.language;
  const notes: string[] = [];
  const command = tidy(params.curl, notes);
  if (command.length > MAX_UTF16)
    return failure('CONSTRAINT_VIOLATION', `The command is ${command.length} UTF-16 code units long; the bash parser accepts at most ${MAX_UTF16} (emoji and other astral characters count twice).`);
  let code: string;
  let warnings: Array<[string, string]>;
  try {
    [code, warnings] = CONVERTERS[language]!(lib)(command);
  } catch (error) {
    if (error instanceof lib.CCError) return failure('INVALID_INPUT', `Not a curl command curlconverter can read: ${error.message}`);
    throw error;
  }
  const messages = warnings.map(([, message]) => message);
  return withWarnings(success({ code, language, warnings: messages }), notes);
});
