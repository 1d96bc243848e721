// Runs build steps with one progress line each: their own output (hundreds of lines of vite's
// chunk tables and plugin timings) goes to a log file and is printed only when a step fails.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Step {
  /** What the step makes, in words for whoever started the server ('mf-public', 'the server'). */
  label: string;
  command: string;
  args: string[];
}

export interface QuietOptions {
  cwd: string;
  /** Every step's full output is kept here, for a look after a success. */
  logFile: string;
  /** What the steps are part of: 'Building the site'. */
  title: string;
  write?: (text: string) => void;
}

/** Runs the steps in order; returns the failed step's exit code, or 0. */
export function runQuietly(
  steps: readonly Step[],
  { cwd, logFile, title, write = (text) => process.stdout.write(text) }: QuietOptions,
): number {
  mkdirSync(dirname(logFile), { recursive: true });
  writeFileSync(logFile, '');
  const started = Date.now();
  for (const [index, step] of steps.entries()) {
    write(steps.length === 1 ? `${title}…\n` : `${title} (${index + 1}/${steps.length}: ${step.label})…\n`);
    const result = spawnSync(step.command, step.args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      // Tools see no terminal and print no colours into the log.
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `${result.error.message}\n` : ''}`;
    appendFileSync(logFile, `$ ${step.command} ${step.args.join(' ')}\n${output}\n`);
    if (result.status !== 0) {
      write(`\n${output}\n${title} failed at ${step.label} (the whole output: ${logFile}).\n`);
      return result.status ?? 1;
    }
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const took = seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;
  write(`Done in ${took} (the whole output: ${logFile}).\n`);
  return 0;
}
