/**
 * What the Deno entry needs, and why (docs/deploying.md prints the same command):
 * --allow-net to listen (and reach Redis), --allow-read for the web build, Swagger UI
 * and tool modules in node_modules, --allow-env for the settings, --allow-sys for
 * libraries that ask the OS (os.cpus and the like), --allow-ffi for curl-to-code's
 * tree-sitter addon (leave it out and only that tool fails, naming the flag).
 */
export const DENO_PERMISSIONS: readonly string[] = ['--allow-net', '--allow-read', '--allow-env', '--allow-sys', '--allow-ffi'];
