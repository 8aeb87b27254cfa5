import { normalizeVaultPath } from "../core/paths";
import type { VaultPort } from "../core/ports";

/**
 * The vault as the MCP server may use it: everything can be read, but the
 * only write is an append to the exchange note (its path as the settings
 * say now). An assistant's proposals wait there for the user's review;
 * nothing an assistant says reaches a memory, rules or skills note, or
 * changes what is already written.
 */
export function appendOnlyVault(vault: VaultPort, exchangePath: () => string): VaultPort {
	return {
		read: (path) => vault.read(path),
		process(path, edit) {
			const exchange = normalizeVaultPath(exchangePath());
			if (normalizeVaultPath(path) !== exchange) return Promise.reject(new Error(`Refused to write ${path}: this server only appends proposals to ${exchange}.`));
			return vault.process(path, (current) => {
				const next = edit(current);
				if (next !== null && !next.startsWith(current ?? "")) throw new Error(`Refused to change what ${exchange} already holds: this server only appends proposals to it.`);
				return next;
			});
		},
		remove: (path) => Promise.reject(new Error(`Refused to remove ${path}: this server only appends proposals to ${normalizeVaultPath(exchangePath())}.`)),
	};
}
