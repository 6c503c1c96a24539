/**
 * The demo backend's service workers: ours (`demoServiceWorker.js`) and MSW's, which it imports
 * (docs/deploying.md, "The demo's service worker").
 */
const DEMO_WORKER_SCRIPT = /\/(demo|mock)ServiceWorker\.js$/;

type Registrations = Pick<ServiceWorkerContainer, 'getRegistrations'>;

/** Whether a registration runs (or is about to run) one of the demo's worker scripts. */
function isDemoWorker(registration: ServiceWorkerRegistration): boolean {
  return [registration.active, registration.waiting, registration.installing].some(
    (worker) => !!worker && DEMO_WORKER_SCRIPT.test(new URL(worker.scriptURL).pathname),
  );
}

/**
 * Unregisters the demo's service workers an earlier visit left in this browser (a site that ran
 * the demo, then was deployed with the demo off): they would otherwise stay registered for the
 * origin, asking every later page about its calls, and check for their script on every visit.
 * Other service workers are left alone. Resolves with how many were removed; `container` is
 * undefined where the page may not use service workers (an insecure origin).
 */
export async function unregisterDemoWorkers(container: Registrations | undefined): Promise<number> {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  const removed = await Promise.all(
    registrations.filter(isDemoWorker).map((registration) => registration.unregister()),
  );
  return removed.filter(Boolean).length;
}
