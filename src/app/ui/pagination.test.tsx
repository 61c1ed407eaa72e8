import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  afterEach(cleanup);
  const renderIt = (page: number, totalPages: number, onChange = vi.fn()) => {
    render(
      <MantineProvider>
        <Pagination page={page} totalPages={totalPages} onChange={onChange} />
      </MantineProvider>,
    );
    return onChange;
  };
  it('names Previous, Next and the page numbers, marks the current page, and changes page', () => {
    const onChange = renderIt(2, 3);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange.mock.calls).toEqual([[3], [1], [3]]);
  });
  it('disables Previous on the first page and Next on the last', () => {
    renderIt(1, 2);
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });
  it("is Mantine's Pagination: the first, the last and the current page with its neighbours, dots between", () => {
    renderIt(5, 10);
    expect(document.querySelector('.mantine-Pagination-root')).not.toBeNull();
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getByRole('button', { name: 'Previous' }).textContent).toBe('Previous');
  });
  it('shows nothing for a single page', () => {
    renderIt(1, 1);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
