import { SERVICE_WORKER_REGISTRATION } from '~/models/service-worker.ts';
import { TAG_MANAGER_START } from '~/models/third-party.ts';

/**
 * The shell's third-party tags (models/third-party.ts), rendered on the server only: root.tsx imports this
 * module on the server alone, so no page's JavaScript grows. They are direct children of <head> and <body>,
 * which hydration passes over (React leaves what it did not render there alone). Nothing when unconfigured.
 */
export function TagManagerTags({ src, nonce }: { src: string; nonce: string }) {
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TAG_MANAGER_START }} />
      <script async src={src} />
    </>
  );
}

export function ServiceWorkerRegistration({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SERVICE_WORKER_REGISTRATION }} />;
}
