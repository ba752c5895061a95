/** Entry of /embed/:id (and of single-file bundles): the tool UI alone, styled by the host, talking to it. */
import { parseEmbedQuery, type ResultPayload } from '@ctp/embed/protocol';
import type { ToolResult } from '@ctp/core';
import type { PageDefinition } from '../shared/page-definition.js';
import { parseEmbedStyle } from '../shared/style.js';
import { readJsonBlock } from './dom.js';
import { applyEmbedStyle } from './embed-style.js';
import { connectToHost, trustedParentOrigin, watchHeight, type HostLink } from './embed-messaging.js';
import type { WorkerPort } from './runner.js';
import { mountTool } from './tool-app.js';

export interface EmbedBoot {
  spawn(definition: PageDefinition): WorkerPort;
  /** False inside MCP Apps hosts, which speak their own protocol. */
  messaging?: boolean;
}

export function bootEmbed(boot: EmbedBoot): void {
  const definition = readJsonBlock<PageDefinition>('ctp-tool')!;
  const query = new URLSearchParams(location.search);
  applyEmbedStyle(parseEmbedStyle(query));
  const { origin, channel } = parseEmbedQuery(query);
  const parentOrigin = boot.messaging === false ? null : trustedParentOrigin(origin);

  let host: HostLink | undefined;
  const onResult = (result: ToolResult) => {
    host?.post('result', result as unknown as ResultPayload);
    if (!result.success) host?.post('error', { message: result.error, code: result.errorCode });
  };
  const root = document.querySelector<HTMLElement>('.workspace')!;
  const mounted = mountTool({ definition, root, spawn: () => boot.spawn(definition), onResult, idPrefix: 'e' });
  if (parentOrigin && channel) {
    const body = document.body;
    host = connectToHost({
      origin: parentOrigin,
      channel,
      ready: { name: definition.name, toolId: definition.id, height: Math.ceil(body.getBoundingClientRect().height) },
      onStyles: (styles) => applyEmbedStyle(parseEmbedStyle(styles as Record<string, unknown>)),
    });
    watchHeight(body, (height) => host!.post('resize', { height }));
    mounted.runner.ready.catch((error: Error) => host!.post('error', { message: `The tool could not be loaded: ${error.message}`, code: 'INTERNAL_ERROR' }));
  }
}
