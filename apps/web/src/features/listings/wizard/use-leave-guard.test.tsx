import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function Guarded({ unsaved }: { unsaved: boolean }) {
  const { blocker } = useLeaveGuard(unsaved);
  const location = useLocation();
  return (
    <div>
      <p data-testid="where">{location.pathname + location.search}</p>
      <p data-testid="blocker">{blocker.state}</p>
      <Link to="/elsewhere">away</Link>
      <Link to="/wizard?step=photos">next step</Link>
      <button type="button" onClick={() => blocker.proceed?.()}>
        discard
      </button>
      <button type="button" onClick={() => blocker.reset?.()}>
        cancel
      </button>
    </div>
  );
}

function renderGuard(unsaved: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/wizard', element: <Guarded unsaved={unsaved} /> },
      { path: '/elsewhere', element: <p data-testid="where">/elsewhere</p> },
    ],
    { initialEntries: ['/wizard'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useLeaveGuard', () => {
  it('lets the user leave when nothing is unsaved', () => {
    renderGuard(false);
    fireEvent.click(screen.getByText('away'));
    expect(screen.getByTestId('where').textContent).toBe('/elsewhere');
  });

  it('holds a navigation to another page while changes are unsaved; Cancel stays', () => {
    renderGuard(true);
    fireEvent.click(screen.getByText('away'));
    expect(screen.getByTestId('blocker').textContent).toBe('blocked');
    expect(screen.getByTestId('where').textContent).toBe('/wizard');

    fireEvent.click(screen.getByText('cancel'));
    expect(screen.getByTestId('blocker').textContent).toBe('unblocked');
    expect(screen.getByTestId('where').textContent).toBe('/wizard');
  });

  it('goes on with the navigation when the user discards', () => {
    renderGuard(true);
    fireEvent.click(screen.getByText('away'));
    fireEvent.click(screen.getByText('discard'));
    expect(screen.getByTestId('where').textContent).toBe('/elsewhere');
  });

  it('does not hold a change of the query (the wizard asks for steps itself)', () => {
    renderGuard(true);
    fireEvent.click(screen.getByText('next step'));
    expect(screen.getByTestId('where').textContent).toBe('/wizard?step=photos');
  });

  it('asks the browser to confirm closing or reloading the tab only while changes are unsaved', () => {
    const router = renderGuard(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    act(() => router.dispose());
  });

  it('lets the tab close when nothing is unsaved', () => {
    renderGuard(false);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
