export { createLiveRenderer, type LiveRenderer } from './renderer.ts';
