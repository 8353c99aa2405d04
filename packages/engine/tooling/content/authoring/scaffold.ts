import { TEMPLATE_TEXT } from '../check/template-text.ts';

/**
 * The files `npm run new <id>` writes: a guide whose files are all valid, and whose placeholder
 * sentences the content check asks to replace before it passes.
 */
export function scaffoldGuide(id: string): Record<string, string> {
  const title = id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
  return {
    'guide.yaml': `# See the authors’ guide for every field.
title: ${title}
route: /${id}
layout: steps
audience: everyone      # who may see the guide at all, e.g. Staff, Year7-Year12, not BasicView
tile:
  label: ${title}
  icon: help            # a file in content/icons/ (without .svg)
  order: 200            # tiles are sorted by this number
  # description: What it is for, in a line   # optional, under the label: at most 40 characters
`,
    '01-get-started.mdx': `---
title: Get started
---
${TEMPLATE_TEXT.intro}

<Callout type="tip">
Stuck? Email IT Help at <Setting name="help.email" link />.
</Callout>
`,
    '02-next-step.mdx': `---
title: The next step
platforms: [windows, mac]
---
<Only platform="windows">${TEMPLATE_TEXT.windows}</Only>
<Only platform="mac">${TEMPLATE_TEXT.mac}</Only>
`,
  };
}
