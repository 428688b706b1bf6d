"""The HTTP clients an OpenAI client posts through (httpx, and httpx2 for openai 3), answered by a
function instead of the network: what the Python recorders (scripts/*/python/run_entry.py) use to
keep every request and give the scripted answer."""


def answer_requests(answer) -> None:
    """Every request's send, sync or async, returns `answer(body)` (a JSON-able dict) with status 200."""
    import json

    clients = []
    for name in ("httpx", "httpx2"):
        try:
            clients.append(__import__(name))
        except ImportError:
            pass

    def send(self, request, **kwargs):
        module = next(c for c in clients if type(request).__module__.split(".")[0] == c.__name__)
        return module.Response(200, json=answer(json.loads(request.content)), request=request)

    async def send_async(self, request, **kwargs):
        return send(self, request, **kwargs)

    for client in clients:
        client.Client.send = send
        client.AsyncClient.send = send_async
