/**
 * JSON samples or a JSON Schema → types and (de)serializers in many languages, through
 * quicktype-core (the engine of quicktype.io; ~1 MB, so only code-generation tools import
 * this, from their index.ts). Errors come back as messages a person can act on.
 */
import { FetchingJSONSchemaStore, InputData, JSONSchemaInput, jsonInputForTargetLanguage, quicktype, type JSONSchema, type JSONSchemaStore } from 'quicktype-core';
import { parseJsonText } from './json-text.js';

export type Source = 'json' | 'schema';
/** One of quicktype's language names (go, cs, typescript-zod…). */
export type Language = Parameters<typeof jsonInputForTargetLanguage>[0] & string;
export type Generated = { ok: true; code: string; lineCount: number } | { ok: false; message: string };

/** Resolves only the schema given: a remote $ref is an error, never a network request. */
class OfflineStore extends FetchingJSONSchemaStore {
  override async fetch(address: string): Promise<JSONSchema | undefined> {
    throw new Error(`remote $ref "${address}" is not fetched; inline the referenced schema`);
  }
}

export async function generate(source: Source, text: string, language: Language, typeName: string, rendererOptions: Record<string, string>): Promise<Generated> {
  const parsed = parseJsonText(text);
  if (!parsed.ok) return { ok: false, message: `Invalid ${source === 'schema' ? 'JSON Schema (not JSON)' : 'JSON'} at line ${parsed.line}, column ${parsed.column}: ${parsed.message}` };
  const inputData = new InputData();
  try {
    if (source === 'json') {
      const input = jsonInputForTargetLanguage(language);
      await input.addSource({ name: typeName, samples: [text] });
      inputData.addInput(input);
    } else {
      const store: JSONSchemaStore = new OfflineStore();
      const input = new JSONSchemaInput(store);
      await input.addSource({ name: typeName, schema: text });
      inputData.addInput(input);
    }
    const result = await quicktype({ inputData, lang: language, rendererOptions, inferDateTimes: true, inferEnums: false, inferMaps: true, inferUuids: true });
    const code = result.lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
    return { ok: true, code, lineCount: code.split('\n').length - 1 };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `Could not generate ${language}: ${message.replace(/^Error: /, '')}` };
  }
}
