import type { SandboxApp } from '../http/context.ts';

export function registerBasketRoutes(_app: SandboxApp): void {}
