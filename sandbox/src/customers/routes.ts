import type { SandboxApp } from '../http/context.ts';

export function registerCustomerRoutes(_app: SandboxApp): void {}
