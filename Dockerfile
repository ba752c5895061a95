# ctp in a container: the server (REST, MCP over HTTP, discovery, web app) or MCP on stdio.
#   docker build -t ctp .
#   docker run --rm -p 8787:8787 ctp                   # http://localhost:8787
#   docker run -i --rm ctp mcp                         # MCP on stdin/stdout
# Works with a read-only root file system (docker run --read-only --tmpfs /tmp …): nothing is
# written outside /tmp. See docs/deploying.md ("Docker").

# 1. build: the repository's own install builds everything; then the CLI is packed exactly as it
#    is published (one self-contained bundle plus the web app) and installed with production
#    dependencies only, as `npm install @ctp/cli redis` would.
FROM node:20-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm pack -w packages/cli --pack-destination /tmp/packs \
 && mkdir /app \
 && cd /app \
 && printf '{"name":"ctp-image","private":true}\n' > package.json \
 && npm install --omit=dev --no-audit --no-fund /tmp/packs/ctp-cli-*.tgz "redis@$(node -p "require('/src/packages/cli/package.json').peerDependencies.redis")"

# 2. run: Node and the installed package, nothing else; owned by root, run as the unprivileged
#    `node` user, so the application cannot change its own files.
FROM node:20-alpine
ENV NODE_ENV=production PORT=8787
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 8787
HEALTHCHECK --interval=30s --timeout=5s CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "/app/node_modules/@ctp/cli/bin/ctp.js"]
# Inside the container the server must listen on every interface; links in documents use
# --base-url (docker run … ctp serve --host 0.0.0.0 --base-url https://tools.example.com).
CMD ["serve", "--host", "0.0.0.0"]
