import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionPlace } from './use-session-place.ts';

/** The hook inside a real (memory) router, with the router kept to read its location. */
function renderPlace(initial: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/session', element: children }], { initialEntries: [initial] });
    return <RouterProvider router={router} />;
  };
  const view = renderHook(() => useSessionPlace(), { wrapper });
  return { ...view, search: () => new URLSearchParams(router!.state.location.search) };
}

describe('the session page place', () => {
  it('keeps both of two changes made in one turn: a tab chosen while the viewer reports its page', async () => {
    const { result, search } = renderPlace('/session?session_id=s1&tab=material&doc=d1&page=3');
    await act(async () => {
      result.current.setTab('overview');
      result.current.setLocation({ documentId: 'd1', page: 4, slide: null, startMs: null });
    });
    expect(search().get('tab')).toBe('overview');
    expect(search().get('page')).toBe('4');
    expect(result.current.place).toMatchObject({ tab: 'overview', location: { documentId: 'd1', page: 4 } });
  });

  it('starts each later change from the page the router shows', async () => {
    const { result, search } = renderPlace('/session?session_id=s1&tab=quiz');
    await act(async () => result.current.setTab('chat'));
    await act(async () => result.current.setLocation({ documentId: 'd2', page: null, slide: 2, startMs: null }));
    expect(Object.fromEntries(search())).toEqual({ session_id: 's1', tab: 'chat', doc: 'd2', slide: '2' });
  });
});
