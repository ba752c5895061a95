/** Node, Bun and Deno: Swagger UI's files from the swagger-ui-dist package beside this one. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DocsAssets } from './site-routes.js';

export async function loadDocsAssets(): Promise<DocsAssets> {
  const file = (name: string) => fileURLToPath(import.meta.resolve(`swagger-ui-dist/${name}`));
  const [script, css] = await Promise.all([readFile(file('swagger-ui-bundle.js'), 'utf8'), readFile(file('swagger-ui.css'), 'utf8')]);
  // the stylesheet ends with a source map comment whose file is not served: drop it (no 404 in devtools)
  return { script, css: css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '') };
}
