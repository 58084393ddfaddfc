import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StatusBadge, statusTone } from './status-badge.tsx';

describe('status badge', () => {
  it('is yellow, orange, red, and green for every other status', () => {
    expect(statusTone('Order Placed')).toBe('yellow');
    expect(statusTone('Payment Submitted')).toBe('orange');
    expect(statusTone('Order Cancelled')).toBe('red');
    for (const s of ['Payment Verified', 'Preparing', 'Ready for Pickup', 'Out for Delivery', 'Completed']) {
      expect(statusTone(s)).toBe('green');
    }
  });

  it('shows the status text in the page language', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/orders']}>
        <StatusBadge status="Order Placed" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Order Placed').getAttribute('data-tone')).toBe('yellow');
    unmount();
    render(
      <MemoryRouter initialEntries={['/ms/orders']}>
        <StatusBadge status="Order Placed" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Pesanan Dibuat').getAttribute('data-tone')).toBe('yellow');
  });
});
