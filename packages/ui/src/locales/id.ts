// Compiled from id/messages.po by scripts/catalogs.mjs; do not edit.
/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse("{\"7C+Jn5\":[\"Show password\"],\"ZFC/2x\":[\"Language: \",[\"selectedName\"]],\"bts5wz\":[\"This site is shown in \",[\"selectedName\"],\" only.\"],\"vXIe7J\":[\"Language\"],\"yz7wBu\":[\"Close\"]}")as Messages;
