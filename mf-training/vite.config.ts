import { remoteViteConfig } from '@autoskola/federation/vite';
import federationConfig from './federation.config.ts';

export default remoteViteConfig(federationConfig);
