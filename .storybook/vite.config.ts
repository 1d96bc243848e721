import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Stories render screens directly, without Module Federation (its plugin breaks the Storybook build).
export default defineConfig({
  plugins: [react()],
});
