import type { SandboxApp } from '../http/context.ts';

export function registerOrderRoutes(_app: SandboxApp): void {}
