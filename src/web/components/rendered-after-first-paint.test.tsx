// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderedAfterFirstPaint } from './rendered-after-first-paint';

afterEach(cleanup);

/** What the document held when the bars were first committed. */
let atFirstCommit = '';

function Bars() {
  useLayoutEffect(() => {
    atFirstCommit ||= document.body.textContent ?? '';
  }, []);
  return <p>bars.</p>;
}

describe('RenderedAfterFirstPaint', () => {
  it('commits the bars without its children, then draws the children in a later render', async () => {
    atFirstCommit = '';
    await act(async () => {
      render(
        <>
          <Bars />
          <RenderedAfterFirstPaint>
            <p>page.</p>
          </RenderedAfterFirstPaint>
        </>,
      );
    });
    expect(atFirstCommit).toBe('bars.');
    expect(screen.getByText('page.')).toBeTruthy();
  });
});
