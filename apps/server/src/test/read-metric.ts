/**
 * The value of the first series of a metric whose labels include `labels`, read from Prometheus
 * text (label order does not matter), or undefined when there is none.
 */
export function readMetric(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const body = line.includes('{') ? line.slice(line.indexOf('{') + 1, line.lastIndexOf('}')) : '';
    if (Object.entries(labels).every(([key, value]) => body.includes(`${key}="${value}"`)))
      return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}
