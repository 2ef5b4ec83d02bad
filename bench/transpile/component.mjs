/**
 * A realistic component of `lines` lines: a pricing/feature section the way authors write them — imports,
 * style helpers reading property values, small inner components, lists mapped to JSX, conditionals,
 * template literals, event handlers and a default export destructuring its properties.
 */
export function generateComponent(lines = 500) {
  const head = [
    "import { useState, useMemo } from 'react';",
    '',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: generated JSX source, not a template
    'const px = (v) => (v && typeof v === "object" ? `${v.value}${v.unit ?? "px"}` : `${v ?? 0}px`);',
    'const sides = (s) => (s ? [s.top, s.right, s.bottom, s.left].map(px).join(" ") : undefined);',
    'const color = (c, fallback = "#111827") => (typeof c === "string" && c.length ? c : fallback);',
    '',
    'function Badge({ label, tone = "neutral" }) {',
    '  const palette = { neutral: "#e5e7eb", success: "#d1fae5", warning: "#fef3c7" };',
    '  return (',
    '    <span style={{ background: palette[tone], borderRadius: 999, padding: "2px 10px", fontSize: 12 }}>',
    '      {label}',
    '    </span>',
    '  );',
    '}',
    '',
  ];
  const blocks = [];
  let n = 0;
  // Each feature card is one repeated-but-distinct block of about 24 lines.
  const card = (i) => [
    `function FeatureCard${i}({ title, text, accent, onSelect, selected }) {`,
    `  const [hover, setHover] = useState(false);`,
    `  const style = useMemo(() => ({`,
    `    border: \`1px solid \${selected ? accent : "#e5e7eb"}\`,`,
    `    boxShadow: hover ? "0 8px 24px rgba(0,0,0,.12)" : "none",`,
    `    padding: ${12 + (i % 5) * 2},`,
    `    transform: hover ? "translateY(-${(i % 3) + 1}px)" : undefined,`,
    `  }), [hover, selected, accent]);`,
    `  return (`,
    `    <article`,
    `      className="feature feature-${i}"`,
    `      style={style}`,
    `      onMouseEnter={() => setHover(true)}`,
    `      onMouseLeave={() => setHover(false)}`,
    `      onClick={() => onSelect?.(${i})}`,
    `    >`,
    `      <h3 style={{ color: accent, margin: 0 }}>{title ?? "Feature ${i}"}</h3>`,
    `      {text ? <p>{text}</p> : <p className="muted">No description for item ${i} yet.</p>}`,
    `      {selected && <Badge label="Selected" tone="success" />}`,
    `      <ul>{[${i}, ${i + 1}, ${i + 2}].map((k) => <li key={k}>Point {k} of ${i}</li>)}</ul>`,
    `    </article>`,
    `  );`,
    `}`,
    ``,
  ];
  const main = (count) => [
    'export default function PricingSection({',
    '  title,',
    '  subtitle,',
    '  titleColor,',
    '  backgroundColor,',
    '  padding,',
    '  features = [],',
    '  showBadges = true,',
    '}) {',
    '  const [selected, setSelected] = useState(-1);',
    '  const accent = color(titleColor, "#4f46e5");',
    '  return (',
    '    <section style={{ background: color(backgroundColor, "#fff"), padding: sides(padding) }}>',
    '      <header>',
    '        <h2 style={{ color: accent }}>{title}</h2>',
    '        {subtitle && <p className="subtitle">{subtitle}</p>}',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: generated JSX source, not a template
    '        {showBadges && <Badge label={`${features.length} features`} />}',
    '      </header>',
    '      <div className="grid">',
    ...Array.from({ length: count }, (_, i) => {
      return `        <FeatureCard${i} title={features[${i}]?.title} text={features[${i}]?.text} accent={accent} selected={selected === ${i}} onSelect={setSelected} />`;
    }),
    '      </div>',
    '    </section>',
    '  );',
    '}',
  ];
  const budget = lines - head.length;
  let cards = 0;
  while (true) {
    const next = card(cards);
    if (n + next.length + main(cards + 1).length > budget) break;
    blocks.push(...next);
    n += next.length;
    cards++;
  }
  const body = [...head, ...blocks, ...main(cards)];
  while (body.length < lines) body.splice(head.length - 1, 0, `// filler ${body.length}`);
  return `${body.join('\n')}\n`;
}
