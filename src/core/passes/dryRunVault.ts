import type { VaultPort } from "../ports";

/** A vault that computes every edit and writes nothing. */
export function dryRunVault(vault: VaultPort): VaultPort {
	const pending = new Map<string, string | null>();
	return {
		read: async (path) => (pending.has(path) ? pending.get(path)! : vault.read(path)),
		async process(path, edit) {
			const current = pending.has(path) ? pending.get(path)! : await vault.read(path);
			const next = edit(current);
			const result = next ?? current;
			pending.set(path, result);
			return result;
		},
	};
}
