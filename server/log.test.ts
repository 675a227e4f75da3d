import { describe, expect, it } from "vitest";
import { errorField, routeConsole } from "./log";
import { captureLog } from "./test-support/log";

describe("errorField", () => {
  it("keeps an error's class and message, and nothing else it carries", () => {
    const err = Object.assign(new TypeError("bad value"), {
      request: { body: "name=Ann" },
      parameters: ["ann@acme.io"],
    });
    expect(errorField(err)).toEqual({ name: "TypeError", message: "bad value" });
    expect(errorField("plain")).toEqual({ message: "plain" });
  });

  it("masks e-mail addresses in the message (an SMTP refusal names its recipient)", () => {
    const err = new Error(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <ann.lee+news@acme-corp.co.uk>: Recipient address rejected",
    );
    expect(errorField(err).message).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected",
    );
    expect(errorField(new Error("connect ECONNREFUSED 10.0.0.5:587")).message).toBe(
      "connect ECONNREFUSED 10.0.0.5:587",
    );
  });

  it("goes out as one JSON line with level name and ISO time", () => {
    const { logger, lines } = captureLog();
    logger.error({ inquiry: "i1", err: errorField(new Error("x to bo@acme.io")) }, "failed");
    expect(lines).toEqual([
      {
        level: "error",
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        inquiry: "i1",
        err: { name: "Error", message: "x to [address]" },
        msg: "failed",
      },
    ]);
  });
});

describe("the logger's err field", () => {
  it("is name and message even when a whole error is passed", () => {
    const { logger, lines } = captureLog();
    const err = Object.assign(new RangeError("no room for cy@acme.io"), { body: "secret" });
    logger.warn({ err }, "whole error");
    expect(lines[0]?.err).toEqual({ name: "RangeError", message: "no room for [address]" });
  });
});

describe("routeConsole", () => {
  it("turns what a library prints into JSON lines, keeping text and errors only", () => {
    const saved = { ...console };
    const { logger, lines } = captureLog();
    try {
      routeConsole(logger);
      // A library's prints, as @hono/node-server makes them: the server itself logs only through
      // its logger; these show what routeConsole keeps of a print that holds visitor data.
      console.info("The user aborted a request.");
      console.error(new Error("write EPIPE to dee@acme.io"));
      console.log("request", { body: "name=Dee&email=dee@acme.io" }, 42);
    } finally {
      Object.assign(console, saved);
    }
    expect(lines).toEqual([
      expect.objectContaining({ level: "info", console: true, msg: "The user aborted a request." }),
      expect.objectContaining({
        level: "error",
        err: { name: "Error", message: "write EPIPE to [address]" },
        msg: "",
      }),
      expect.objectContaining({ level: "info", msg: "request [object] 42" }),
    ]);
  });
});
