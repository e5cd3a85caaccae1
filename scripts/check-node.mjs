// Stops at once, with the version it needs, on a Node.js older than 22.12. Plain JS on purpose:
// it must run on the old Node it refuses.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Mnemo needs Node.js 22.12 or newer (Node.js 24 LTS recommended); this is Node.js ${process.versions.node}.\n` +
      'Install Node.js 24 (see .nvmrc), for example with nvm: nvm install 24',
  );
  process.exit(1);
}
