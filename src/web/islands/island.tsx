import { createContext, useContext, useId, type ComponentType, type CSSProperties } from 'react';
import type { IslandName } from './island-names';

/*
 * An island: an interactive part of a server-rendered public page (ADR 0026). The server renders
 * the page as static HTML and each island in a React root of its own; the browser hydrates only
 * the islands, each with its own code, and never downloads the code of the static parts around
 * them. In the single-page app (a signed-in reader, a page not made of islands) an island is just
 * its component.
 */

/** The wrapper adds no box of its own: the island's parts lay out as the parent's children. */
export const ISLAND_WRAPPER_STYLE: CSSProperties = { display: 'contents' };

/** One island met while rendering a page on the server. */
export interface IslandSpec {
  name: IslandName;
  component: ComponentType<object>;
  props: object;
}

/**
 * The server's list of a page's islands, in the order they appear. An island is known by its
 * useId(), so a part rendered again after a suspension is not counted twice.
 */
export class IslandCollector {
  private readonly byId = new Map<string, { index: number; spec: IslandSpec }>();

  add(id: string, spec: IslandSpec): number {
    const known = this.byId.get(id);
    if (known) return known.index;
    const index = this.byId.size;
    this.byId.set(id, { index, spec });
    return index;
  }

  get islands(): IslandSpec[] {
    return [...this.byId.values()].map((entry) => entry.spec);
  }
}

/** Set only while the server renders a page made of islands: each island then leaves a placeholder. */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Attributes of an island's wrapper element, read by the browser's island start (boot-islands.tsx). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_INDEX_ATTRIBUTE = 'data-island-index';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';

/**
 * When the browser loads and hydrates an island: `load` at once (what the reader sees and uses
 * first), `visible` when it comes near the screen or the reader reaches into it (a grid or form
 * further down), `idle` when the page has nothing else to do (widgets that show nothing yet).
 */
export type IslandWhen = 'load' | 'visible' | 'idle';

/** The identifier prefix of an island's own root: useId() values stay unique across the page's islands. */
export const islandIdPrefix = (index: number) => `i${index}-`;

interface IslandProps<P extends object> {
  /** The name the browser loads it by (registry.ts). */
  name: IslandName;
  component: ComponentType<P>;
  /** Plain data (JSON): the browser reads them back from the page. */
  props: P;
  when?: IslandWhen;
}

export function Island<P extends object>({ name, component: Component, props, when = 'load' }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const id = useId();
  if (collector) {
    const index = collector.add(id, { name, component: Component as ComponentType<object>, props });
    // Empty here: the server renders the island in its own root and puts its HTML inside.
    return (
      <div
        {...{
          [ISLAND_ATTRIBUTE]: name,
          [ISLAND_INDEX_ATTRIBUTE]: index,
          [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
          [ISLAND_WHEN_ATTRIBUTE]: when,
        }}
        style={ISLAND_WRAPPER_STYLE}
      />
    );
  }
  return (
    <div {...{ [ISLAND_ATTRIBUTE]: name }} style={ISLAND_WRAPPER_STYLE}>
      <Component {...props} />
    </div>
  );
}
