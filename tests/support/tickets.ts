/**
 * Service tickets for the browser tests: reported through the API of the server under test, as the
 * /service form sends them, and worked on in its database as staff would.
 */
import { expect, inject } from "vitest";
import { SERVICE_API_PATH, trackTokenOf } from "../../contracts/service/schema.ts";
import { createRepository } from "../../server/db/index.ts";
import type { LeadRepository } from "../../server/db/repository.ts";
import { hashToken } from "../../server/privacy/links.ts";
import { VALID_SERVICE_REQUEST } from "../../server/testing/fixtures.ts";

/** Reports the tests' valid service request with `fields` changed; the ticket's number and link. */
export async function reportTicket(fields: Record<string, string> = {}) {
  const response = await fetch(inject("baseUrl") + SERVICE_API_PATH, {
    method: "POST",
    headers: { "content-type": "application/json", origin: inject("baseUrl") },
    body: JSON.stringify({ ...VALID_SERVICE_REQUEST, ...fields }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { ticket: string; trackPath: string };
}

/**
 * Does to the ticket behind `trackPath` what staff would: a new engineer moves it through `steps`,
 * then `andThen` does more to it (assign a visit, pause the clock).
 */
export async function workTicket(
  trackPath: string,
  steps: string[],
  andThen?: (repo: LeadRepository, ticketId: string, engineerId: string) => Promise<unknown>,
) {
  const repo = createRepository({ DATA_DIR: inject("dataDir") });
  try {
    const ticket = await repo.tickets.findByTokenHash(hashToken(trackTokenOf(trackPath)!));
    const engineer = await repo.staff.addStaff(
      {
        email: `engineer.${Date.now()}.${Math.random()}@example.com`,
        name: "Ramesh Patel",
        role: "service",
        passwordHash: "x",
      },
      new Date(),
    );
    let from = ticket!.step;
    for (const step of steps) {
      expect(await repo.tickets.move(ticket!.id, from, step, engineer.id, new Date())).toBe(true);
      from = step;
    }
    await andThen?.(repo, ticket!.id, engineer.id);
  } finally {
    await repo.close();
  }
}
