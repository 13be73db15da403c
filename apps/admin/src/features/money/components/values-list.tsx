/** Settings in force as a description list: a label, then its value. */
export function ValuesList({ rows, testId }: { rows: [label: string, value: string][]; testId?: string }) {
  return (
    <dl className="facts" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
