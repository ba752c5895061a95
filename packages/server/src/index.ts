export { createApp, DEFAULT_MAX_BODY_BYTES, type AppOptions, type CtpApp } from './app.js';
export { createContext, type ServerContext, type ContextOptions } from './context.js';
export { memoryRateLimiter, parseRateLimit, type RateLimiter, type RateLimitRule, type RateLimitDecision } from './rate-limit.js';
export { createRateLimiter, type RateLimiterOptions } from './rate-limit-store.js';
export { STATUS_BY_CODE } from './status.js';
export { webRoutes, webStaticPaths, mcpAppHtml, mcpAppUri, MCP_APP_MIME_TYPE, parseFrameAncestors, type WebRouteOptions } from './web-routes.js';
export { siteRoutes, SITE_STATIC_PATHS, DOCS_CSP, ROBOTS_TXT, type SiteRouteOptions, type DocsAssets } from './site-routes.js';
export { Edge, SECURITY_HEADERS, clientOf, seamOf, isLoopback, type EdgeEnv, type EdgeOptions, type EdgeAnswer } from './edge.js';
export { WEB_SEAM, type RuntimeSeam } from './runtime-seam.js';
