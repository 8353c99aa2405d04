/**
 * The content screens (a guide, the Setup Guide, a tool) and the frame around them, as one chunk that the
 * router loads for any content route (router.tsx). A guide opened by its address then waits for two files,
 * this one and its steps, rather than seven small ones: each was a request and a module to compile before
 * the first step could show.
 */
export { ContentScreen } from './ContentScreen';
export { GuidePage } from '../features/guides/GuidePage';
export { SetupGuidePage } from '../features/guides/SetupGuidePage';
export { ToolPage } from './ToolPage';
