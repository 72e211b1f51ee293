import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { lazyDialog } from '../src/components/ui/lazy-dialog';
import { PageLoadError } from '../src/lib/lazy-page';

/** Says which error reached it, as the layout's boundary tells a download failure from a bug. */
class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    if (this.state.error) return <p>{this.state.error instanceof PageLoadError ? 'download failed' : 'bug'}</p>;
    return this.props.children;
  }
}

const Dialog = ({ open }: { open: boolean }) => <p role="dialog">{open ? 'open' : 'closed'}</p>;

afterEach(cleanup);

describe('a dialog whose code comes after its page', () => {
  it('is not drawn before its first opening, then stays mounted once closed', async () => {
    const LazyDialog = lazyDialog(
      async () => Dialog,
      ({ open }) => open,
    );
    const { rerender } = render(<LazyDialog open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<LazyDialog open />);
    expect((await screen.findByRole('dialog')).textContent).toBe('open');
    rerender(<LazyDialog open={false} />);
    expect(screen.getByRole('dialog').textContent).toBe('closed');
  });

  it('whose code cannot be downloaded says so as a download failure, not as a bug', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const LazyDialog = lazyDialog<{ open: boolean }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ({ open }) => open,
    );
    render(
      <Boundary>
        <LazyDialog open />
      </Boundary>,
    );
    expect(await screen.findByText('download failed')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
