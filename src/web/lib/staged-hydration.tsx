import { Suspense, type ReactNode } from 'react';

/*
 * Taking a server page over in stages (ADR 0022). Hydrating a whole front page was one task of
 * ~110 ms on a phone (~450 ms at Lighthouse's 4x slowdown): the page could not answer a tap
 * meanwhile, and Lighthouse counts all of it past 50 ms as blocking time. The header hydrates
 * first; the parts wrapped in <HydrateLater stage={n}> wait n tasks more, keeping the server's
 * HTML on screen until then (Preact and React both keep the markup of a boundary that suspends
 * while hydrating, and take it over when it resumes).
 *
 * Only the first hydration waits: on the server, in a page the browser renders itself, and in any
 * render after the stages have opened, <HydrateLater> is its children.
 */
const STAGES = 2;
let gates: Promise<void>[] | null = null;
const opened = new Set<number>();

/** Ends the current task; what follows runs in a new one. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** main.tsx, right before hydrating: stage n opens n tasks after the first. Resolves when all have. */
export function startStagedHydration(): Promise<void> {
  let previous = Promise.resolve();
  gates = [];
  for (let stage = 1; stage <= STAGES; stage++) {
    previous = previous.then(nextTask).then(() => {
      opened.add(stage);
    });
    gates.push(previous);
  }
  return previous;
}

/** Resolves once every stage has opened (at once when the page was not hydrated in stages). */
export function stagesOpened(): Promise<void> {
  return gates?.at(-1) ?? Promise.resolve();
}

function Gate({ stage, children }: { stage: number; children: ReactNode }) {
  const gate = gates?.[stage - 1];
  // The thrown promise suspends this part of the hydration until the stage opens.
  if (gate && !opened.has(stage)) throw gate;
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
export function HydrateLater({ stage, children }: { stage: 1 | 2; children: ReactNode }) {
  if (typeof window === 'undefined' || import.meta.env.DEV) return children;
  return (
    <Suspense fallback={null}>
      <Gate stage={stage}>{children}</Gate>
    </Suspense>
  );
}
