import { Suspense, useState, type ReactNode } from 'react';
import { createHydrationQueue, type HydrationTicket } from './hydration-queue';

/*
 * Taking a server page over in parts (ADR 0022). Hydrating a whole front page was one task of
 * ~110 ms on a phone (~450 ms at Lighthouse's 4x slowdown): the page could not answer a tap
 * meanwhile, and Lighthouse counts all of it past 50 ms as blocking time. The page's frame
 * (providers, header bar) hydrates first; each part wrapped in <HydrateLater> then hydrates in a
 * task of its own (hydration-queue.ts), keeping the server's HTML on screen until then (Preact and
 * React both keep the markup of a boundary that suspends while hydrating, and take it over when it
 * resumes).
 *
 * Only the first hydration waits: on the server, in a page the browser renders itself, and in any
 * part mounted after the queue is done, <HydrateLater> is its children.
 */

/**
 * Which parts go first: 1 the header's controls, 2 the page's content, 3 what the reader sees
 * last or below it (footer, cookie banner, pictures, descriptions, lists). Parts of one stage go
 * in page order.
 */
export type HydrationStage = 1 | 2 | 3;

/** Ends the current task; what follows runs in a new one. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const queue = createHydrationQueue(nextTask);

/** main.tsx, right as it starts hydrating: the parts open from the next task on. Resolves when all have. */
export function startStagedHydration(): Promise<void> {
  return queue.run();
}

/** Resolves once every part has hydrated (at once when the page was not hydrated in parts). */
export function stagesOpened(): Promise<void> {
  return queue.done();
}

function Gate({ ticket, children }: { ticket: HydrationTicket; children: ReactNode }) {
  // The thrown promise suspends this part of the hydration until its turn.
  if (!ticket.opened) throw ticket.ready;
  return children;
}

/**
 * Hydrates `children` in a later task than the rest of the page. `children` must render a single
 * element (what the server sent for it is kept as that one node until it hydrates).
 *
 * The server renders no boundary here: a part that waits for its data or texts there would make
 * React send the boundary's content later, swapped in by inline scripts (which the CSP refuses);
 * Preact hydrates by elements and skips the boundary's comments anyway. `npm run dev` runs React,
 * which would find the boundary missing in the server's HTML, so it hydrates in one go there.
 */
export function HydrateLater({ stage, children }: { stage: HydrationStage; children: ReactNode }) {
  // Taken once, here and not in the part that suspends: its place in the queue outlives the retries.
  const [ticket] = useState(() => queue.take(stage));
  if (typeof window === 'undefined' || import.meta.env.DEV) return children;
  return (
    <Suspense fallback={null}>
      <Gate ticket={ticket}>{children}</Gate>
    </Suspense>
  );
}
