import { describe, expect, it } from 'vitest';
import { lineOfPath } from '../../../packages/engine/tooling/content/check/yaml-lines';

const YAML = `# comment
title: X
tile:
  label: X
  audience: Staff
printing:
  rooms:
    - room: Library
      email: a@school.example
    - room: Staff Room
      email: b@school.example
platforms: [windows, linux]
list:
- one
- two
`;

describe('lineOfPath', () => {
  it.each<[PropertyKey[], number]>([
    [['title'], 2],
    [['tile'], 3],
    [['tile', 'audience'], 5],
    [['printing', 'rooms', 0], 8],
    [['printing', 'rooms', 1, 'email'], 11],
    [['printing', 'rooms', 1, 'room'], 10],
    [['platforms', 1], 12],
    [['list', 1], 15],
    [['missing'], 1],
    [['tile', 'missing'], 3],
  ])('finds %j on line %i', (path, line) => {
    expect(lineOfPath(YAML, path)).toBe(line);
  });
});
