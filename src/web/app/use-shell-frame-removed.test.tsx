// @vitest-environment happy-dom
import { SHELL_FRAME_ID } from '@common/shell-frame';
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useShellFrameRemoved } from './use-shell-frame-removed';

describe('useShellFrameRemoved', () => {
  it("removes the server's frame in the commit that shows the app's layout, before it is painted", () => {
    document.body.innerHTML = `<div id="${SHELL_FRAME_ID}"></div><div id="root"></div>`;
    const seen: (Element | null)[] = [];
    function Layout() {
      // A layout's own layout effect runs in that commit too, before the parent's: the frame is still there.
      useLayoutEffect(() => void seen.push(document.getElementById(SHELL_FRAME_ID)), []);
      return <header>bars</header>;
    }
    function Shell() {
      useShellFrameRemoved();
      return <Layout />;
    }
    const { unmount } = render(<Shell />, { container: document.getElementById('root')! });
    expect(seen[0]).not.toBeNull();
    expect(document.getElementById(SHELL_FRAME_ID)).toBeNull();
    expect(document.querySelector('#root header')?.textContent).toBe('bars');
    unmount();
  });

  it('does nothing where there is no frame (a public page, or a later page)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    function Shell() {
      useShellFrameRemoved();
      return <p>page</p>;
    }
    const { unmount } = render(<Shell />, { container: document.getElementById('root')! });
    expect(document.querySelector('#root p')?.textContent).toBe('page');
    unmount();
  });
});
