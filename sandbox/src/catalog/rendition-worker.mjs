// The rendition worker's entry: a worker thread starts without the parent's TypeScript loader (tsx or
// Vitest), so it registers tsx's own before loading the worker (catalog/rendition-worker.ts).
import { register } from 'tsx/esm/api';

register();
await import('./rendition-worker.ts');
