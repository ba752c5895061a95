#!/usr/bin/env node
// `npx -y @ctp/mcp [options]` is `ctp mcp [options]`: the MCP server on stdio with the whole
// catalog (options: --tools, --timeout, --base-url; see `npx -y @ctp/mcp --help`).
process.argv.splice(2, 0, 'mcp');
await import('@ctp/cli/bin/ctp.js');
