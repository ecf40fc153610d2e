import { act, render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu';

function renderMenu(onReady: (openedByLink: boolean) => void) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <MobileMenu
          open={false}
          onClose={() => {}}
          onNavigate={() => {}}
          onReady={onReady}
          shopName="Ayurveda Wellness Store"
          user={null}
          cartCount={0}
          pathname="/"
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the side menu once its code runs', () => {
  it('says it is ready, not opened by its link, on a page without #mobile-menu', async () => {
    const onReady = vi.fn();
    renderMenu(onReady);
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith(false));
  });

  it('opens when the menu link is followed after that (a tap before the header knew)', async () => {
    const onReady = vi.fn();
    const { unmount } = renderMenu(onReady);
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    act(() => {
      window.history.pushState(null, '', '/#mobile-menu');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(onReady).toHaveBeenLastCalledWith(true);
    // Another fragment does not open it, nor does anything once the menu is gone.
    act(() => {
      window.history.pushState(null, '', '/#menu-closed');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(onReady).toHaveBeenCalledTimes(2);
    unmount();
    window.history.pushState(null, '', '/#mobile-menu');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(onReady).toHaveBeenCalledTimes(2);
  });
});
