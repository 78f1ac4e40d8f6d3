import type { SandboxApp } from '../http/context.ts';

export function registerCatalogRoutes(_app: SandboxApp): void {}
