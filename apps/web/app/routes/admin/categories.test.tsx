import type { AdminCategory } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, postConsoleForm, postConsoleFormWithoutJavaScript } from '../../../test/fake-api';
import AdminCategoriesPage, { action } from './categories';

const categories: AdminCategory[] = [
  { id: 'c1', name: 'Drops', slug: 'drops', description: '', productCount: 4, version: 2 },
  { id: 'c2', name: 'Juices', slug: 'juices', description: '', productCount: 1, version: 5 },
];

/** The page as the server renders it after a post without JavaScript: the list as loaded, and the answer. */
function renderPage(result: unknown) {
  const Stub = createRoutesStub([
    { id: 'categories', path: '/admin/categories', loader: () => categories, Component: AdminCategoriesPage },
  ]);
  render(
    <Stub
      initialEntries={['/admin/categories']}
      hydrationData={{ loaderData: { categories }, actionData: { categories: result } }}
    />,
  );
}

const nameOfRow = (id: string) =>
  document
    .querySelector<HTMLInputElement>(`input[name="id"][value="${id}"]`)!
    .form!.querySelector<HTMLInputElement>('[name="name"]')!;

const rename = (id: string, version: string, name: string): [string, string][] => [
  ['intent', 'rename'],
  ['id', id],
  ['version', version],
  ['name', name],
];

describe('renaming a category without JavaScript', () => {
  it('shows the API refusal on that row, with the name as typed', async () => {
    const { result, calls } = await postConsoleFormWithoutJavaScript({
      action,
      path: '/admin/categories',
      fields: rename('c2', '5', 'Drops'),
      answer: () => apiError(409, 'CATEGORY_EXISTS', 'A category with this name already exists'),
    });
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/admin/categories/c2',
        body: { version: 5, name: 'Drops' },
      }),
    ]);
    renderPage(result);
    expect(await screen.findByText('A category with this name already exists')).toBeTruthy();
    expect(nameOfRow('c2').value).toBe('Drops');
    // The other row and the Add form are untouched.
    expect(nameOfRow('c1').value).toBe('Drops');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(nameOfRow('c2').closest('li')!.textContent).toContain('A category with this name already exists');
  });

  it('marks an empty name on that row without calling the API', async () => {
    const { result, calls } = await postConsoleFormWithoutJavaScript({
      action,
      path: '/admin/categories',
      fields: rename('c1', '2', '   '),
    });
    expect(calls).toEqual([]);
    renderPage(result);
    await screen.findByText('Name is required');
    expect(nameOfRow('c1').getAttribute('aria-invalid')).toBe('true');
    expect(nameOfRow('c2').getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('renaming a category deleted meanwhile, without JavaScript', () => {
  it('goes back to the page instead of rendering the refusal on a row that is gone', async () => {
    const { reply } = await postConsoleForm({
      action,
      path: '/admin/categories',
      fields: rename('c9', '1', 'Oils'),
      answer: () => apiError(404, 'CATEGORY_NOT_FOUND', 'Category not found'),
    });
    expect(reply).toBeInstanceOf(Response);
    const response = reply as Response;
    expect(new URL(String(response.headers.get('location')), 'http://shop.test').pathname).toBe(
      '/admin/categories',
    );
    // Its note is the API's reason as an error flash (answerForm's flash, form-result.server.test.ts);
    // happy-dom's Response keeps no Set-Cookie header to read it from here.
  });
});
