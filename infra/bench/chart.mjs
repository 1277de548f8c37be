/**
 * A horizontal bar chart (SVG) of requests per second, Distill's bar above its reference's, and
 * under it the other figures of the run as lines of text (event path, memory, further sections).
 */
export function renderChart(record, figureLines = []) {
  const textLines = figureLines.flatMap((line) => wrap(line.replace(/\*\*|`/g, ''), 170));
  const rows = record.results;
  const width = 1200;
  const left = 300;
  const barHeight = 18;
  const rowHeight = 26;
  const top = 48;
  const lineHeight = 16;
  const notesTop = top + rows.length * rowHeight + 16;
  const height = notesTop + textLines.length * lineHeight + 24;
  const max = Math.max(...rows.map((row) => row.requestsPerSecond), 1);
  const scale = (width - left - 170) / max;
  const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const bars = rows
    .map((row, index) => {
      const y = top + index * rowHeight;
      const length = Math.max(1, row.requestsPerSecond * scale);
      const colour = row.side === 'reference' ? '#9ca3af' : '#2563eb';
      return [
        `<text x="${left - 8}" y="${y + 13}" text-anchor="end">${escape(row.label)}</text>`,
        `<rect x="${left}" y="${y}" width="${length.toFixed(1)}" height="${barHeight}" fill="${colour}"/>`,
        `<text x="${(left + length + 6).toFixed(1)}" y="${y + 13}">${Math.round(row.requestsPerSecond)} req/s · p99 ${row.latency.p99} ms</text>`,
      ].join('');
    })
    .join('\n  ');
  const notes = textLines
    .map(
      (line, index) =>
        `<text x="16" y="${notesTop + index * lineHeight + 12}" fill="#333">${escape(line)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
  <rect width="100%" height="100%" fill="#fff"/>
  <text x="16" y="24" font-size="15" font-weight="bold">Distill vs plain Fastify + pg: requests per second (${record.connections} connections, ${record.durationSeconds} s each)</text>
  <text x="16" y="40" fill="#555">${escape(record.recordedAt)} · ${escape(record.machine)} · blue: Distill, grey: reference</text>
  ${bars}
  ${notes}
</svg>
`;
}

/** Splits a line of text at spaces into lines of at most `width` characters (SVG text never wraps). */
function wrap(line, width) {
  const lines = [''];
  for (const word of line.split(' ')) {
    const last = lines.length - 1;
    if (lines[last] && lines[last].length + word.length + 1 > width) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]} ${word}` : word;
  }
  return lines;
}
