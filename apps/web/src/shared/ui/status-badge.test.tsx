import { render, screen } from '@testing-library/react';
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

  it('shows the status text', () => {
    render(<StatusBadge status="Order Placed" />);
    expect(screen.getByText('Order Placed').getAttribute('data-tone')).toBe('yellow');
  });
});
