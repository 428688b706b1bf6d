"""A scripted OpenAI-compatible provider for the real smolagents, recording every request it receives.

`install()` replaces `OpenAIModel.create_client` (`OpenAIServerModel` is the same class), so an
application's own `OpenAIServerModel(model_id="gpt-4o")` gets a `ScriptedClient` instead of an
`openai.OpenAI`. Everything else is the library's: `OpenAIModel.generate` builds the request with
`_prepare_completion_kwargs` (message cleaning, role conversion, `stop`, `tools`, `tool_choice`) and
posts it with `client.chat.completions.create(**kwargs)`. The client keeps a deep copy of those
`messages` and `tools`, and answers with the next scripted output of the agent that sent the request,
in the shape of an OpenAI `ChatCompletion`.

The client behaves like the API where the library relies on it: a text output is cut at the first of
the request's `stop` sequences, as the provider does (so a code step's `</code>` and a plan's
`<end_plan>` are not returned, and the library adds back the closing tag itself), and a tool call's
`arguments` are a JSON string.

Which agent sent a request, and why (its kind), is read from the call stack: the innermost frame of
`smolagents/agents.py` among `_step_stream` (an action step, "step"), `_generate_planning_step`
("initial-plan" when its `is_first_step` is true, else "update-plan") and `provide_final_answer`
("final-answer": the request made when max_steps is reached), and that frame's `self` is the agent.
The kind is cross-checked against what the library sets for each call: an action step sends the stop
sequences `["Observation:", "Calling tools:", ...]` (a ToolCallingAgent also sends its `tools` with
`tool_choice="required"`), a planning call sends `["<end_plan>"]` and no tools, and the final-answer
call sends neither. The agent is cross-checked against the model: the agent's own `model.client` must be
the client that received the request.
"""

from __future__ import annotations

import copy
import json
import os
import sys
from typing import Any

STEP_STOP_PREFIX = ["Observation:", "Calling tools:"]
PLAN_STOP = ["<end_plan>"]
KINDS = ("step", "initial-plan", "update-plan", "final-answer")


class ScriptError(AssertionError):
    """A request the script did not expect, or a request that is not what the library should send."""


class _Dumpable:
    """An attribute bag with `model_dump()`, like the pydantic objects of the openai package."""

    def __init__(self, **fields: Any):
        self.__dict__.update(fields)

    def model_dump(self) -> dict[str, Any]:
        def dump(value: Any) -> Any:
            if isinstance(value, _Dumpable):
                return value.model_dump()
            if isinstance(value, list):
                return [dump(v) for v in value]
            return value

        return {key: dump(value) for key, value in self.__dict__.items()}


def _plain(value: Any) -> Any:
    """A JSON-ready deep copy: str subclasses (smolagents' MessageRole) become plain str."""
    return json.loads(json.dumps(value, ensure_ascii=False))


def _cut_at_stop(content: str, stop: list[str] | None) -> str:
    """The provider's handling of `stop`: the text up to the first stop sequence, which is not returned."""
    if not stop:
        return content
    cut = len(content)
    for sequence in stop:
        index = content.find(sequence)
        if index != -1:
            cut = min(cut, index)
    return content[:cut]


class Recorder:
    """The requests of one process: every agent's log, and its script of outputs."""

    def __init__(self) -> None:
        self.agents_file: str | None = None
        self.agent_names: dict[int, str] = {}
        self.scripts: dict[str, list[dict[str, Any]]] = {}
        self.positions: dict[str, int] = {}
        self.requests: dict[str, list[dict[str, Any]]] = {}
        self.errors: list[str] = []
        self.tool_call_counts: dict[str, int] = {}

    def bind(self, agents: dict[str, Any], scripts: dict[str, list[dict[str, Any]]]) -> None:
        """Names each agent object (by its module variable) and gives each name its script."""
        self.agent_names = {id(agent): name for name, agent in agents.items()}
        self.scripts = scripts
        self.positions = {name: 0 for name in scripts}

    def fail(self, message: str) -> None:
        # The library swallows an exception raised inside `provide_final_answer`; keep every failure here too.
        self.errors.append(message)
        raise ScriptError(message)

    def sender(self) -> tuple[Any, str]:
        """The agent that is sending the current request, and the request's kind, from the call stack."""
        frame = sys._getframe(2)
        while frame is not None:
            code = frame.f_code
            if os.path.realpath(code.co_filename) == self.agents_file:
                name = code.co_name
                if name == "_step_stream":
                    return frame.f_locals["self"], "step"
                if name == "_generate_planning_step":
                    kind = "initial-plan" if frame.f_locals["is_first_step"] else "update-plan"
                    return frame.f_locals["self"], kind
                if name == "provide_final_answer":
                    return frame.f_locals["self"], "final-answer"
            frame = frame.f_back
        self.fail("a request was sent from outside the agent loop (no _step_stream, _generate_planning_step or provide_final_answer frame)")
        raise AssertionError  # unreachable

    def check_kind(self, agent: Any, kind: str, kwargs: dict[str, Any]) -> None:
        stop = kwargs.get("stop")
        tools = kwargs.get("tools")
        if kind == "step":
            ok = isinstance(stop, list) and stop[:2] == STEP_STOP_PREFIX
            if type(agent).__name__ == "ToolCallingAgent":
                ok = ok and bool(tools) and kwargs.get("tool_choice") == "required"
        elif kind in ("initial-plan", "update-plan"):
            ok = stop == PLAN_STOP and tools is None
        else:
            ok = "stop" not in kwargs and tools is None
        if not ok:
            self.fail(f"a {kind} request with stop={stop!r}, tools={'yes' if tools else 'no'}, tool_choice={kwargs.get('tool_choice')!r}")

    def create(self, client: "ScriptedClient", kwargs: dict[str, Any]) -> _Dumpable:
        agent, kind = self.sender()
        name = self.agent_names.get(id(agent))
        if name is None:
            self.fail(f"a request from a {type(agent).__name__} that is not a module-level variable of the entry module")
        if getattr(agent.model, "client", None) is not client:
            self.fail(f"agent {name!r} sent a request through another agent's model")
        self.check_kind(agent, kind, kwargs)
        self.requests.setdefault(name, []).append(
            {"kind": kind, "messages": _plain(kwargs["messages"]), "tools": _plain(kwargs["tools"]) if "tools" in kwargs else None}
        )
        script = self.scripts.get(name)
        if script is None:
            self.fail(f"agent {name!r} has no script")
        position = self.positions[name]
        if position >= len(script):
            self.fail(f"agent {name!r} sent request {position + 1} ({kind}), but its script has {len(script)} outputs")
        output = script[position]
        self.positions[name] = position + 1
        if output["kind"] != kind:
            self.fail(f"agent {name!r} sent request {position + 1} as {kind}, the script expected {output['kind']}")
        return self.response(name, output, kwargs)

    def response(self, name: str, output: dict[str, Any], kwargs: dict[str, Any]) -> _Dumpable:
        tool_calls = None
        content = output.get("content")
        if "tool_call" in output:
            count = self.tool_call_counts.get(name, 0) + 1
            self.tool_call_counts[name] = count
            call = output["tool_call"]
            tool_calls = [
                _Dumpable(
                    id=f"call_{name}_{count}",
                    type="function",
                    function=_Dumpable(name=call["name"], arguments=json.dumps(call["arguments"], ensure_ascii=False)),
                )
            ]
        else:
            content = _cut_at_stop(content, kwargs.get("stop"))
        prompt_tokens = len(json.dumps(kwargs["messages"], ensure_ascii=False)) // 4
        completion_tokens = len(content or "") // 4 + 10 * len(tool_calls or [])
        message = _Dumpable(role="assistant", content=content, tool_calls=tool_calls)
        return _Dumpable(
            id=f"chatcmpl-{name}-{self.positions[name]}",
            object="chat.completion",
            model=kwargs.get("model"),
            choices=[_Dumpable(index=0, message=message, finish_reason="tool_calls" if tool_calls else "stop")],
            usage=_Dumpable(prompt_tokens=prompt_tokens, completion_tokens=completion_tokens, total_tokens=prompt_tokens + completion_tokens),
        )

    def unfinished(self, names: list[str]) -> list[str]:
        """The scripts of these agents that were not used up."""
        return [
            f"agent {name!r} used {self.positions.get(name, 0)} of its {len(self.scripts.get(name, []))} scripted outputs"
            for name in names
            if self.positions.get(name, 0) != len(self.scripts.get(name, []))
        ]


class _Completions:
    def __init__(self, client: "ScriptedClient"):
        self._client = client

    def create(self, **kwargs: Any) -> _Dumpable:
        if kwargs.get("stream"):
            self._client.recorder.fail("a streaming request: the scenarios do not stream")
        return self._client.recorder.create(self._client, copy.deepcopy(kwargs))


class _Chat:
    def __init__(self, client: "ScriptedClient"):
        self.completions = _Completions(client)


class ScriptedClient:
    """Stands in for `openai.OpenAI`: only `chat.completions.create` is used by `OpenAIModel.generate`."""

    def __init__(self, recorder: Recorder, model: Any):
        self.recorder = recorder
        self.model = model
        self.chat = _Chat(self)


def install() -> Recorder:
    """Makes every `OpenAIServerModel` / `OpenAIModel` built from now on post to a scripted client."""
    import smolagents.agents
    import smolagents.models

    recorder = Recorder()
    recorder.agents_file = os.path.realpath(smolagents.agents.__file__)

    def create_client(self):  # replaces OpenAIModel.create_client, which would build openai.OpenAI
        return ScriptedClient(recorder, self)

    smolagents.models.OpenAIModel.create_client = create_client
    return recorder
