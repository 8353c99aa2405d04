import { describe, expect, it } from 'vitest';
import { clientAddressOf } from '../../../packages/function-app/src/client-address';

describe('the client address in the audit', () => {
  it('keeps the X-Forwarded-For chain as it arrived, tidied and short', () => {
    expect(clientAddressOf('203.0.113.7:50123')).toBe('203.0.113.7:50123');
    expect(clientAddressOf(' 198.51.100.1 ,203.0.113.7:50123,')).toBe('198.51.100.1, 203.0.113.7:50123');
    expect(clientAddressOf('x'.repeat(1000))).toHaveLength(256);
    expect(clientAddressOf(null)).toBeUndefined();
  });
});
