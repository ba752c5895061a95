/** Types of bundle-workers.mjs, for the tests that run it. */
export interface WorkersBundle {
  outdir: string;
  /** Ids of the tools left out (requiresNode). */
  nodeOnly: string[];
  /** Ids of the tools the bundle serves. */
  served: string[];
  /** JavaScript bytes, raw and gzipped (as Cloudflare counts a Worker's size), and module count. */
  raw: number;
  gzip: number;
  files: number;
}
export const COMPATIBILITY: { date: string; flags: string[] };
export function bundleWorkers(outdir?: string, options?: { tools?: string }): Promise<WorkersBundle>;
export function writeWorkerdConfig(outdir: string, options?: { address?: string; vars?: Record<string, string> }): string;
