import type { Tool } from '@ctp/core';
import type { Registry } from '@ctp/runtime';

export declare const THROW_MARK: string;
export declare function markThrows(tool: Tool): Tool;
export declare function createFuzzRegistry(): Promise<Registry>;
