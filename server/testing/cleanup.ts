/**
 * Test support: what a test starts (databases, server processes, SMTP servers, proxies) is stopped
 * after it, last started first, whether the test passed or not; or, for what the tests of a
 * `describe` share (started in its `beforeAll`), after the last of them.
 *
 *   const track = cleanupAfterEach();
 *   const db = track(await createTestDatabase("sqlite"), (db) => db.cleanup());
 */
import { afterAll, afterEach } from "vitest";

export type Track = <T>(resource: T, stop: (resource: T) => unknown) => T;

function tracker(after: (stopAll: () => Promise<void>) => void): Track {
  const tasks: (() => unknown)[] = [];
  after(async () => {
    for (const task of tasks.splice(0).reverse()) await task();
  });
  return (resource, stop) => {
    tasks.push(() => stop(resource));
    return resource;
  };
}

export const cleanupAfterEach = (): Track => tracker(afterEach);

export const cleanupAfterAll = (): Track => tracker(afterAll);
