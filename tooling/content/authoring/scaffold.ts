/** The files `npm run content:new <id>` writes: a guide that passes content:check as it stands. */
export function scaffoldGuide(id: string): Record<string, string> {
  const title = id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return {
    'guide.yaml': `# See content/README.md for every field.
title: ${title}
route: /${id}
layout: steps
audience: everyone      # who may see the guide at all, e.g. Staff, Year7-Year12, not BasicView
tile:
  label: ${title}
  icon: help            # a file in content/icons/ (without .svg)
  order: 200            # tiles are sorted by this number
`,
    '01-get-started.mdx': `---
title: Get started
---
Say what this guide sets up and what the reader needs before they begin.

<Callout type="tip">
Stuck? Email IT Help at <Setting name="itHelp.email" link />.
</Callout>
`,
    '02-next-step.mdx': `---
title: The next step
platforms: [windows, mac]
---
<Only platform="windows">What to do on Windows.</Only>
<Only platform="mac">What to do on a Mac.</Only>
`,
  };
}
