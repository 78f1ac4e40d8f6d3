import type { SandboxApp } from '../http/context.ts';

export function registerStoreRoutes(_app: SandboxApp): void {}
