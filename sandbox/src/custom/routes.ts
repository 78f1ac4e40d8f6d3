import type { SandboxApp } from '../http/context.ts';

export function registerServiceRoutes(_app: SandboxApp): void {}
