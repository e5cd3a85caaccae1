/** A realistic article page written for these tests: navigation, an article with sections, a footer. */
export function buildArticlePage(options: { imageSrc?: string } = {}): string {
  const paragraph = (topic: string, n: number) =>
    `<p>${topic} is studied in many courses, and paragraph ${n} explains one more detail of it. Plants capture light with chlorophyll, ` +
    `turn carbon dioxide and water into sugars, and release oxygen as a by-product. Students often confuse the light-dependent ` +
    `reactions with the Calvin cycle, so this paragraph keeps them apart and gives an example of each.</p>`;
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Photosynthesis explained | Biology Notes</title>
<script>window.tracking = true;</script><style>nav { color: red }</style></head>
<body>
<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/login">Log in</a></nav>
<header><div class="logo">Biology Notes</div></header>
<main><article>
<h1>Photosynthesis explained</h1>
<p class="byline">By Ada Example</p>
${paragraph('Photosynthesis', 1)}
${paragraph('Photosynthesis', 2)}
<h2>The light-dependent reactions</h2>
${paragraph('The thylakoid membrane', 3)}
${options.imageSrc === undefined ? '' : `<figure><img src="${options.imageSrc}" alt="Chloroplast"><figcaption>A chloroplast.</figcaption></figure>`}
<ul><li>Water is split and oxygen is released.</li><li>ATP and NADPH are produced.</li></ul>
<h2>The Calvin cycle</h2>
${paragraph('The Calvin cycle', 4)}
${paragraph('Carbon fixation', 5)}
</article></main>
<footer><p>© Biology Notes. All rights reserved. Cookie settings. Privacy.</p></footer>
</body></html>`;
}
