import { createElement, memo } from 'react';
import type { IconNode } from './icon-entries';

/** The attributes @tabler/icons-react puts on its outline and filled icons. */
const OUTLINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const FILLED = { fill: 'currentColor', stroke: 'none' } as const;

/** SVG attribute names as React wants them (stroke-width -> strokeWidth). */
const reactName = (attr: string) => attr.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** One icon drawn from its nodes, exactly as the React component of that name draws it. */
export const IconSvg = memo(function IconSvg({
  nodes,
  filled,
  size = 28,
}: {
  nodes: IconNode[];
  filled: boolean;
  size?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
      {...(filled ? FILLED : OUTLINE)}
    >
      {nodes.map((node, i) => {
        if (typeof node === 'string') return <path key={i} d={node} />;
        const [tag, attrs] = node;
        const props: Record<string, string | number> = { key: i };
        for (const [k, v] of Object.entries(attrs)) props[reactName(k)] = v;
        return createElement(tag, props);
      })}
    </svg>
  );
});
