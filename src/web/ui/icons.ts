// The icons of the first view (campaign cards), each from its own
// module. Imported from the package's index instead, the entry chunk would reach every icon any
// lazy page uses through that index, and the bundler would put all of them in the entry.
export { default as IconShare } from '@tabler/icons-react/dist/esm/icons/IconShare.mjs';
export { default as IconUsers } from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
