/**
 * Test support: what a test starts (databases, server processes, SMTP servers, proxies) is stopped
 * after it, last started first, whether the test passed or not.
 *
 *   const track = cleanupAfterEach();
 *   const db = track(await createTestDatabase("sqlite"), (db) => db.cleanup());
 */
import { afterEach } from "vitest";

export function cleanupAfterEach(): <T>(resource: T, stop: (resource: T) => unknown) => T {
  const tasks: (() => unknown)[] = [];
  afterEach(async () => {
    for (const task of tasks.splice(0).reverse()) await task();
  });
  return (resource, stop) => {
    tasks.push(() => stop(resource));
    return resource;
  };
}
