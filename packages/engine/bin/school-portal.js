#!/usr/bin/env node
// The engine ships its TypeScript source; tsx runs it (the build-time code, the commands and the sweep).
import { register } from 'tsx/esm/api';

register();
await import('../cli/main.ts');
