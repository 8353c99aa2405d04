/** Summary statistics for the benchmark's samples (nearest-rank percentiles). */
export interface Summary {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function summarise(values: readonly number[]): Summary {
  const round = (n: number) => Math.round(n * 10) / 10;
  return { samples: values.length, medianMs: round(percentile(values, 50)), p95Ms: round(percentile(values, 95)) };
}
