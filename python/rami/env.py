"""rami.env: one round of a variant as a PettingZoo AEC environment (agents act in turn).

Agents are "player_0" .. "player_{n-1}" (seat i). An action is a number of the variant's
action space (the step-wise turn: draw, take the discard, lay a meld, lay off, swap, discard;
see GameState.legal_actions); the observation of an agent is
``{"observation": float32 array, "action_mask": int8 array}`` where the mask marks the legal
actions of the agent to act (all zeros for the others). At the end of the round every agent
gets its round points (R13) as reward, negated where the lowest total wins the match (R14), so
that a higher reward is always better.

The class subclasses pettingzoo.AECEnv and uses gymnasium.spaces when they can be imported;
without them it uses rami's stand-ins with the same behaviour.

    >>> from rami.env import RamiEnv
    >>> env = RamiEnv("rami51", players=2)
    >>> env.reset(seed=1)
    >>> for agent in env.agent_iter():
    ...     observation, reward, termination, truncation, info = env.last()
    ...     action = None if termination or truncation else policy(observation)
    ...     env.step(action)
"""

from __future__ import annotations

import secrets
from typing import Any, Optional, Union

import numpy as np

from ._aec import AECEnv, Box, Dict, Discrete
from ._errors import FormatError
from ._rami import GameState, Rules, new_game, rules as _rules


class RamiEnv(AECEnv):
    """A round of `variant` for `players` seats as an AEC environment (PettingZoo's API).

    Args:
        variant: a built-in variant id or a Rules.
        players: the number of seats (R1).
        options: variant options (see new_game), or None.
        max_actions: the episode is truncated after this many actions (a round of rami
            ends by itself, R11 or R12; this only bounds a run of a broken policy).
        render_mode: None or "ansi" (render() returns the seat to act's view as text).

    An illegal action (its mask entry is 0) raises RuleError and changes nothing; an action
    that is no number of the action space raises FormatError.
    """

    metadata = {"name": "rami_v0", "render_modes": ["ansi"], "is_parallelizable": False}

    def __init__(self, variant: Union[str, Rules] = "rami51", players: int = 2, *, options: Optional[dict] = None,
                 max_actions: int = 100_000, render_mode: Optional[str] = None) -> None:
        super().__init__()
        self._rules = _rules(variant)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise FormatError("unknown_value", "format", f"This value is not one of those the field accepts. (render_mode {render_mode!r})")
        self.render_mode = render_mode
        self._options = options
        self._max_actions = max_actions
        self.players = players
        # Deal once to check the arguments now (players, options) and to size the spaces.
        self.game: GameState = new_game(self._rules, players, 0, options=options)
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        actions = self._rules.action_space_size
        # Entries are counts, flags and raw numbers (match totals may be negative; counters stop at 10**9).
        observation = Box(low=-1e9, high=1e9, shape=(self._rules.observation_size,), dtype=np.float32)
        mask = Box(low=0, high=1, shape=(actions,), dtype=np.int8)
        self.observation_spaces = {a: Dict({"observation": observation, "action_mask": mask}) for a in self.possible_agents}
        self.action_spaces = {a: Discrete(actions) for a in self.possible_agents}
        self.agents: list[str] = []
        self._actions = 0

    def observation_space(self, agent: str) -> Dict:
        """The Dict space of `agent`'s observations: "observation" (Box, float32, shape
        (observation_size,)) and "action_mask" (Box, int8 0/1, shape (action_space_size,))."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> Discrete:
        """Discrete(action_space_size): the variant's numbered action space (fixed per variant)."""
        return self.action_spaces[agent]

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        """Deals a new round from `seed` (0 to 2**64-1; None: a random seed). `options`
        replaces the variant options given to the constructor for this round and the next."""
        if options is not None:
            self._options = options
        if seed is None:
            seed = secrets.randbits(64)
        self.game = new_game(self._rules, self.players, seed, options=self._options)
        self.agents = self.possible_agents[:]
        self.rewards = {agent: 0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos = {agent: {} for agent in self.agents}
        self.agent_selection = self.possible_agents[self.game.current]
        self._skip_agent_selection = None
        self._actions = 0

    def observe(self, agent: str) -> dict:
        """{"observation": what `agent`'s seat sees, encoded (float32), "action_mask": its legal
        actions (int8 0/1; all zeros unless `agent` is to act)}."""
        seat = self._seat[agent]
        if agent == self.agent_selection and not self.game.is_over:
            mask = self.game.legal_action_mask()
        else:
            mask = np.zeros(self._rules.action_space_size, dtype=np.int8)
        return {"observation": self.game.observation(seat), "action_mask": mask}

    def step(self, action: Any) -> None:
        """Plays `action` (an int or numpy integer of the action space) for agent_selection;
        a terminated or truncated agent steps with None and leaves the episode."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None or isinstance(action, bool) or not isinstance(action, (int, np.integer)):
            raise FormatError("wrong_json_type", "format", f"A JSON value does not have the expected type. (action: an int, not {action!r})")
        self.game = self.game.apply(int(action))
        self._actions += 1
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        if self.game.is_over:
            points = self.game.result["points"]
            sign = -1 if self._rules.lowest_total_wins else 1
            for a in self.agents:
                self.rewards[a] = sign * points[self._seat[a]]
                self.terminations[a] = True
        elif self._actions >= self._max_actions:
            for a in self.agents:
                self.truncations[a] = True
        self.agent_selection = self.possible_agents[self.game.current]
        self._accumulate_rewards()

    def render(self) -> Optional[str]:
        """With render_mode "ansi": the state of the round as text, else None."""
        if self.render_mode != "ansi":
            return None
        game = self.game
        lines = [f"{game.variant}: turn {game.turn}, seat {game.current} to act ({game.phase}), stock {game.stock_size}",
                 f"discard pile: {' '.join(game.discard_pile)}"]
        lines += [f"table[{i}] seat {m['owner']}: {' '.join(m['cards'])}" for i, m in enumerate(game.table)]
        lines += [f"seat {seat}: {' '.join(game.hand(seat))}" for seat in range(game.players)]
        return "\n".join(lines)

    def close(self) -> None:
        """Nothing to release."""


def env(variant: Union[str, Rules] = "rami51", players: int = 2, **kwargs: Any) -> RamiEnv:
    """A RamiEnv (PettingZoo's naming convention: ``rami.env.env(...)``)."""
    return RamiEnv(variant, players, **kwargs)


__all__ = ["RamiEnv", "env"]
