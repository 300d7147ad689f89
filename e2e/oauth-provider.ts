/**
 * A local OAuth 2 provider for the browser tests (oauth2-mock-server): the app's Google sign-in
 * points here. Tests choose who "signs in at Google" next through a small control endpoint:
 * POST http://127.0.0.1:{port+1}/next-profile with the userinfo JSON.
 */
import { createServer } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.env.OAUTH_PORT ?? 3101);
let nextProfile: Record<string, unknown> = {
  sub: "e2e-google-default",
  email: "google-default@example.test",
  email_verified: true,
  name: "Google Default",
};

const provider = new OAuth2Server();
await provider.issuer.keys.generate("RS256");
provider.service.on("beforeUserinfo", (response: { body: unknown }) => {
  response.body = nextProfile;
});
await provider.start(port, "127.0.0.1");

createServer((req, res) => {
  if (req.method === "GET" && req.url === "/health") return void res.end("ok");
  if (req.method !== "POST" || req.url !== "/next-profile") {
    res.statusCode = 404;
    return void res.end();
  }
  let body = "";
  req.on("data", (chunk) => {
    body += chunk;
  });
  req.on("end", () => {
    nextProfile = JSON.parse(body);
    res.statusCode = 204;
    res.end();
  });
}).listen(port + 1, "127.0.0.1");

console.log(`OAuth test provider on ${provider.issuer.url}`);
