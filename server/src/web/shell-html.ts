import { type SchoolDetails, SITE_CONFIG_ELEMENT_ID } from '@autoskola/school';
import { findRoute, pageMeta } from '@autoskola/shell/route-table';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON inside <script> must not be able to close the element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/**
 * Writes each route's title, description and robots meta into the shell's index.html (from the
 * route table the shell also uses), so they are right without JavaScript.
 */
export function createShellRenderer(template: string, school: SchoolDetails) {
  const siteConfig = `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${jsonForScript({ school })}</script>`;
  const withConfig = template.replace('</head>', `    ${siteConfig}\n  </head>`);
  return (pathname: string): RenderedPage => {
    const meta = pageMeta(pathname, school);
    const html = withConfig
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      )
      .replace(/<meta name="robots" content="[^"]*"\s*\/?>/, `<meta name="robots" content="${meta.robots}" />`);
    return { status: findRoute(pathname) ? 200 : 404, html };
  };
}
