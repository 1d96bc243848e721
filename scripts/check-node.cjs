// `npm install` and `npm start` run this first. Plain CommonJS with old syntax, so that any Node.js
// can run it and say in one line what to install (package.json's devEngines stops npm 10.9+ earlier).
var engines = require('../package.json').engines.node; // '>=22.12'
var wanted = /(\d+)\.(\d+)/.exec(engines);
var have = process.versions.node.split('.');
var major = Number(have[0]);
var minor = Number(have[1]);
if (major < Number(wanted[1]) || (major === Number(wanted[1]) && minor < Number(wanted[2]))) {
  console.error(
    'Autoškola needs Node.js ' +
      wanted[1] +
      '.' +
      wanted[2] +
      ' or newer, this is ' +
      process.versions.node +
      ': install Node.js 24 LTS (https://nodejs.org/en/download, or `nvm install` here, which reads .nvmrc) and run the command again.',
  );
  process.exit(1);
}
