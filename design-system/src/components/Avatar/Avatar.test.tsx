import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.tsx';
import { DEFAULT_AVATAR } from './defaultAvatar.ts';

const photo = 'https://cdn.example/a.jpg';
const fallback = 'https://cdn.example/fallback.png';

describe('Avatar', () => {
  it('shows src with its alt text and size', () => {
    render(<Avatar src={photo} alt="Alias" fallbackSrc={fallback} size={64} />);
    const img = screen.getByRole('img', { name: 'Alias' });
    expect(img.getAttribute('src')).toBe(photo);
    expect(img.getAttribute('width')).toBe('64');
  });

  it('swaps to the fallback on a load error, only once', () => {
    render(<Avatar src={photo} alt="Alias" fallbackSrc={fallback} />);
    const img = screen.getByRole('img');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(fallback);
    expect(img.dataset.fallback).toBe('true');
    fireEvent.error(img);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(fallback);
  });

  it('uses the fallback when there is no src, and retries a new src', () => {
    const { rerender } = render(<Avatar alt="A" fallbackSrc={fallback} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe(fallback);
    rerender(<Avatar src={photo} alt="A" fallbackSrc={fallback} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<Avatar src="https://cdn.example/b.jpg" alt="A" fallbackSrc={fallback} />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('https://cdn.example/b.jpg');
  });

  it('ships a default placeholder as an svg data URI', () => {
    expect(DEFAULT_AVATAR.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(DEFAULT_AVATAR)).toContain('<svg');
  });
});
