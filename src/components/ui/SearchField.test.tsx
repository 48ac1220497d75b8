// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SearchField } from './SearchField';

const WORDS = ['apple', 'apricot', 'banana'];

function Harness() {
  const [query, setQuery] = useState('');
  const shown = WORDS.filter((word) => word.includes(query));
  return (
    <>
      <SearchField label="Search words" placeholder="Type a word" value={query} onChange={setQuery} status={query ? `${shown.length} results` : ''} />
      <p data-testid="shown">{shown.join(',')}</p>
    </>
  );
}

describe('SearchField', () => {
  it('is a labelled search box whose every keystroke reaches the owner, with the result announced politely', async () => {
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search words' });
    expect(box).toHaveAttribute('placeholder', 'Type a word');
    expect(box).toHaveAttribute('autocomplete', 'off');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    await userEvent.type(box, 'ap');
    expect(box).toHaveValue('ap');
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(screen.getByTestId('shown')).toHaveTextContent('apple,apricot');
  });
});
