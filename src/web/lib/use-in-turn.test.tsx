// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useInTurn } from './use-in-turn';

afterEach(cleanup);

/** What the page read each time a card's figures came: a card's turn draws that card alone. */
let seen: string[] = [];

function Card({ name, ready }: { name: string; ready: boolean }) {
  const shown = useInTurn(ready);
  useEffect(() => {
    if (shown) seen.push(document.body.textContent ?? '');
  }, [shown]);
  return <p>{shown ? `${name}: figures.` : `${name}: skeleton.`}</p>;
}

describe('useInTurn', () => {
  it('shows the cards whose data arrived one at a time, in order, and none before its data', async () => {
    seen = [];
    const { rerender } = render(
      <>
        <Card name="stats" ready={false} />
        <Card name="chart" ready={false} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.body.textContent).toBe('stats: skeleton.chart: skeleton.');
    rerender(
      <>
        <Card name="stats" ready />
        <Card name="chart" ready />
      </>,
    );
    // Not in the render that brought the data.
    expect(document.body.textContent).toBe('stats: skeleton.chart: skeleton.');
    await waitFor(() => expect(screen.getByText('chart: figures.')).toBeTruthy());
    expect(seen).toEqual(['stats: figures.chart: skeleton.', 'stats: figures.chart: figures.']);
  });

  it('keeps the figures once shown, when data is refetched', async () => {
    const { rerender } = render(<Card name="table" ready />);
    await waitFor(() => expect(screen.getByText('table: figures.')).toBeTruthy());
    rerender(<Card name="table" ready={false} />);
    expect(screen.getByText('table: figures.')).toBeTruthy();
  });
});
