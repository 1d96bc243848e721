import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Debian's nginx, for the scale test and the benchmark's static-file yardstick. */
export const NGINX = process.env.NGINX_BINARY || '/usr/sbin/nginx';

export interface Nginx {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * nginx in the foreground with its files in `dir`, serving `serverBlocks` (the inside of `http {}`
 * after the temp paths), ready once `readyUrl` answers.
 */
export async function startNginx(dir: string, serverBlocks: string, readyUrl: string): Promise<Nginx> {
  // Workers run as 'nobody' when nginx starts as root: they must reach the temp folders.
  mkdirSync(dir, { recursive: true });
  chmodSync(join(dir, '..'), 0o755);
  chmodSync(dir, 0o755);
  const temp = (name: string) => join(dir, 'temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(temp(name), { recursive: true, mode: 0o777 });
    chmodSync(temp(name), 0o777);
  }
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `
daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${serverBlocks}
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(readyUrl);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('nginx did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

/**
 * The upstream block and proxy settings of docs/deploy.md, listening on `listen`, plus a header
 * (test only) that says which instance answered.
 */
export function deployProxyBlocks(listen: number, upstreams: number[]): string {
  return `
  upstream autoskola {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n')}
    # The instances' state (one failed, back after fail_timeout) shared by every worker.
    zone autoskola 64k;
    keepalive 32;
    # Shorter than the instances' SHUTDOWN_DELAY_SECONDS: by the time a draining instance stops,
    # nginx has closed every idle connection to it itself.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${listen};
    client_max_body_size 6m;
    location / {
      proxy_pass http://autoskola;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request nginx could not hand over (instance gone) goes to the other instance; one that
      # was already sent is not repeated, so a POST is never stored twice.
      proxy_next_upstream error timeout http_503;
      add_header X-Upstream $upstream_addr always;
    }
  }`;
}
