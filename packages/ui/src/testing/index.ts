export { readBlobText } from './read-blob.ts';
export { renderScreen } from './render-screen.tsx';
