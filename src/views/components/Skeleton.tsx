/** Placeholder rows while something loads; announced once, not row by row. */
export function Skeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className="latch-skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="latch-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="latch-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  )
}
