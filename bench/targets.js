// Targets: a limit on one measured number, and whether a run met it.

/**
 * A target that `measured` must be at most (`atMost`) or at least (`atLeast`) `limit`.
 * `measured` is null when the run could not measure it; `skipped` then says why.
 */
export function makeTarget({ caseName, text, measured, limit, comparison, format, skipped }) {
  return { caseName, text, measured, limit, comparison, format, skipped: skipped ?? null };
}

/** True when measured, false when missed, null when not measured. */
export function isMet(target) {
  if (target.measured === null || !Number.isFinite(target.measured)) return null;
  return target.comparison === 'atMost'
    ? target.measured <= target.limit
    : target.measured >= target.limit;
}

/** `met`, `MISSED (…by how much…)` or `not measured (…why…)`. */
export function verdict(target) {
  const met = isMet(target);
  if (met === null) return `not measured (${target.skipped ?? 'no measurement'})`;
  const shown = `${target.format(target.measured)} vs ${target.comparison === 'atMost' ? '≤' : '≥'} ${target.format(target.limit)}`;
  if (met) return `met (${shown})`;
  const factor =
    target.comparison === 'atMost'
      ? target.measured / target.limit
      : target.limit / target.measured;
  const direction = target.comparison === 'atMost' ? 'over' : 'short';
  return `MISSED (${shown}: ${factor.toFixed(2)}× ${direction})`;
}
