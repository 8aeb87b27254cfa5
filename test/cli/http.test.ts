import { describe, expect, it } from "vitest";
import { fetchHttp } from "../../src/cli/http";
import { HttpTimeoutError } from "../../src/core/llm/errors";
import { startLoopbackServer, useLoopbackServer } from "../helpers/loopbackServer";

const server = useLoopbackServer();

describe("fetchHttp (command line HttpPort)", () => {
	it("sends method, headers and body, and lower-cases response header names", async () => {
		server.script(() => ({ status: 201, headers: { "X-Custom-Header": "Value", "Retry-After": "3" }, body: "created" }));
		const response = await fetchHttp({ url: `${server.baseUrl}/echo`, method: "POST", headers: { "content-type": "application/json", "x-test": "1" }, body: '{"a":1}', timeoutMs: 30_000 });
		expect(response.status).toBe(201);
		expect(response.text).toBe("created");
		expect(response.headers["x-custom-header"]).toBe("Value");
		expect(response.headers["retry-after"]).toBe("3");
		expect(Object.keys(response.headers).every((name) => name === name.toLowerCase())).toBe(true);
		expect(server.requests[0]).toMatchObject({ method: "POST", path: "/echo", body: '{"a":1}' });
		expect(server.requests[0]?.headers["x-test"]).toBe("1");
	});

	it("returns non-2xx statuses instead of throwing", async () => {
		server.script(() => ({ status: 503, body: "busy" }));
		const response = await fetchHttp({ url: `${server.baseUrl}/`, method: "GET", headers: {}, timeoutMs: 30_000 });
		expect(response).toMatchObject({ status: 503, text: "busy" });
	});

	it("throws HttpTimeoutError when the answer is late", async () => {
		server.script(() => ({ delayMs: 1000, body: "late" }));
		await expect(fetchHttp({ url: `${server.baseUrl}/`, method: "GET", headers: {}, timeoutMs: 150 })).rejects.toBeInstanceOf(HttpTimeoutError);
	});

	it("throws a network error naming the cause", async () => {
		const closed = await startLoopbackServer();
		const url = closed.baseUrl;
		await closed.close();
		await expect(fetchHttp({ url, method: "GET", headers: {}, timeoutMs: 30_000 })).rejects.toThrow("fetch failed (ECONNREFUSED)");
	});
});
