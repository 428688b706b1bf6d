import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import {
  simulate
} from "./chunk-TN6WN66N.js";
import {
  deliveryCopies
} from "./chunk-4FT22JVS.js";
import {
  createPolicy,
  policyWindow
} from "./chunk-67GQ2N7O.js";
import {
  assertNever
} from "./chunk-MPTDITOE.js";

// src/simulate/scenario.ts
function triggerStep(agent) {
  return Math.min(agent.triggerStep ?? Math.floor(agent.steps / 2) + 1, agent.steps);
}
function invokes(agent, name) {
  return agent.invoke.some((n) => n === "*" || n === name);
}
function emptyRunInputs() {
  return {
    system: 0,
    start: 0,
    perStep: 0,
    emptyStep: { tokens: 0, units: 0 },
    truncatedStep: { tokens: 0, units: 0, aboveTokens: 0 },
    triggered: 0,
    trailing: 0,
    requery: { tokens: 0, units: 0 },
    failedStep: { tokens: 0, units: 0 },
    side: { "initial-plan": 0, "update-plan": 0, "final-answer": 0, "structured-response": 0 },
    structuredUnits: 0,
    toolOutputs: []
  };
}
function copyRunInputs(inputs) {
  return {
    ...inputs,
    emptyStep: { ...inputs.emptyStep },
    truncatedStep: { ...inputs.truncatedStep },
    requery: { ...inputs.requery },
    failedStep: { ...inputs.failedStep },
    side: { ...inputs.side },
    toolOutputs: [...inputs.toolOutputs]
  };
}
function addUnit(inputs, agent, delivery, tokens, sign) {
  const t = sign * tokens;
  for (const copy of deliveryCopies(delivery)) {
    switch (copy.kind) {
      case "every-request":
        inputs.system += t;
        break;
      case "start":
        inputs.start += t;
        break;
      case "invoked":
        if (invokes(agent, copy.name)) inputs.start += t;
        break;
      case "after-history":
        inputs.trailing += t;
        break;
      case "per-step":
        if (copy.instead?.output === "empty") {
          inputs.emptyStep.tokens += t;
          inputs.emptyStep.units += sign;
        } else if (copy.instead?.output === "truncated") {
          inputs.truncatedStep.tokens += t;
          inputs.truncatedStep.units += sign;
          inputs.truncatedStep.aboveTokens = copy.instead.aboveTokens;
        } else inputs.perStep += t;
        break;
      case "on-trigger":
      case "while-matching":
        inputs.triggered += t;
        break;
      case "side-call":
        inputs.side[copy.call] += t;
        if (copy.call === "structured-response") inputs.structuredUnits += sign;
        break;
      case "on-failure": {
        const slot = copy.replayed ? inputs.failedStep : inputs.requery;
        slot.tokens += t;
        slot.units += sign;
        break;
      }
      // Priced through the agent's rendered request (`RenderedPart`), not unit by unit: `rendered`.
      case "tool-result":
      case "other-agent":
      case "never":
      case "repeated":
      case "rendered":
        break;
      default:
        assertNever(copy);
    }
  }
}
function toolResultCopies(delivery) {
  return deliveryCopies(delivery).filter((d) => d.kind === "tool-result").length;
}
function sizedParts(parts, count, taskTokens) {
  return parts.map((part) => ({ delivery: part.delivery, tokens: count(part.text) + (part.carriesTask ? taskTokens : 0) }));
}
function runInputs(agent, units) {
  const inputs = emptyRunInputs();
  for (const { delivery, tokens } of units) {
    addUnit(inputs, agent, delivery, tokens, 1);
    for (let i = toolResultCopies(delivery); i > 0; i--) inputs.toolOutputs.push(tokens);
  }
  return inputs;
}
function scenarioRun(agent, units) {
  const inputs = Array.isArray(units) ? runInputs(agent, units) : units;
  const perStep = inputs.perStep;
  const emptyStep = inputs.emptyStep.units > 0 ? inputs.emptyStep.tokens : void 0;
  const truncatedStep = inputs.truncatedStep.units > 0 ? inputs.truncatedStep : void 0;
  const triggered = inputs.triggered;
  const messages = [
    { role: "system", tokens: agent.recalledMemoryTokens + inputs.system, argsTokens: 0 },
    { role: "user", tokens: agent.taskTokens + inputs.start, argsTokens: 0 }
  ];
  const sizes = inputs.toolOutputs.length ? inputs.toolOutputs : Object.values(agent.toolOutputSizes);
  const trigger = triggered > 0 ? triggerStep(agent) : 0;
  const failed = new Set(failedSteps(agent));
  const failedStepTokens = inputs.failedStep.tokens;
  let call = 0;
  for (let step = 1; step <= agent.steps; step++) {
    if (step === trigger) messages.push({ role: "user", tokens: triggered, argsTokens: 0 });
    messages.push({ role: "assistant", tokens: agent.outputTokensPerStep, argsTokens: 0, ...agent.toolCallsPerStep ? { tool: "tool" } : {} });
    for (let c = 0; c < agent.toolCallsPerStep; c++) {
      const size = sizes.length ? sizes[call % sizes.length] : agent.toolOutputTokens;
      const wrapper = size === 0 && emptyStep !== void 0 ? emptyStep : truncatedStep && size > truncatedStep.aboveTokens ? truncatedStep.tokens : perStep;
      messages.push({ role: "tool", tokens: size + (c === 0 ? wrapper : 0), argsTokens: 0, tool: "tool" });
      call++;
    }
    if (agent.toolCallsPerStep === 0 && perStep > 0) messages.push({ role: "user", tokens: perStep, argsTokens: 0 });
    if (failed.has(step) && failedStepTokens > 0) messages.push({ role: "user", tokens: failedStepTokens, argsTokens: 0 });
  }
  const requeries = inputs.requery.units > 0 || inputs.failedStep.units === 0;
  return { messages, trailingTokens: inputs.trailing, sideCalls: sideCalls(agent, inputs.side, requeries ? inputs.requery.tokens : void 0, inputs.structuredUnits > 0) };
}
function sideCalls(agent, side, failureTokens, structured) {
  const calls = [];
  const output = agent.outputTokensPerStep;
  if (agent.planningInterval) {
    for (let step = 1; step <= agent.steps; step += agent.planningInterval) {
      const initial = step === 1;
      calls.push({
        beforeStep: step - 1,
        ownTokens: initial ? side["initial-plan"] : side["update-plan"],
        readsHistory: !initial,
        readsSystem: false,
        outputTokens: output,
        replayedTokens: output,
        ...initial ? {} : { summary: true },
        label: initial ? "initial-plan" : "update-plan"
      });
    }
  }
  if (agent.reachesMaxSteps) calls.push({ beforeStep: agent.steps, ownTokens: side["final-answer"], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: "final-answer" });
  if (structured) calls.push({ beforeStep: agent.steps, ownTokens: side["structured-response"], readsHistory: true, readsSystem: false, outputTokens: output, replayedTokens: 0, label: "structured-response" });
  if (failureTokens !== void 0) {
    for (const step of failedSteps(agent)) calls.push({ beforeStep: step, ownTokens: output + failureTokens, readsHistory: true, outputTokens: output, replayedTokens: 0, label: "requery" });
  }
  return calls;
}
function failedSteps(agent) {
  return Array.from({ length: agent.failuresPerRun }, (_, i) => Math.max(1, Math.round((i + 1) * agent.steps / (agent.failuresPerRun + 1))));
}
function runScenario(agent, model, units) {
  const window = policyWindow(agent.policy);
  const run = scenarioRun(agent, units);
  return simulate(run.messages, {
    model,
    policy: createPolicy(agent.policy),
    caching: agent.caching,
    cacheLayout: agent.cacheBreakpoints,
    messageOverhead: agent.messageOverhead,
    trailingTokens: run.trailingTokens,
    sideCalls: run.sideCalls,
    ...window === void 0 ? {} : { window }
  });
}
function runCost(result, caching) {
  return caching ? result.totals.costUsd.cached : result.totals.costUsd.uncached;
}

export {
  emptyRunInputs,
  copyRunInputs,
  addUnit,
  toolResultCopies,
  sizedParts,
  scenarioRun,
  runScenario,
  runCost
};
