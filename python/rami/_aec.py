"""What rami.env needs of PettingZoo and Gymnasium: their classes when they can be imported,
else small stand-ins with the same behaviour (AECEnv's bookkeeping of agents and rewards,
Discrete, Box and Dict spaces), so that the environment works without them."""

from __future__ import annotations

from typing import Any, Iterator, Optional

import numpy as np

try:  # pragma: no cover - depends on what is installed
    from gymnasium.spaces import Box, Dict, Discrete, Space
except ImportError:  # Debian 12 has no gymnasium

    class Space:  # type: ignore[no-redef]
        """A set of values with a shape and a dtype (gymnasium.spaces.Space's interface)."""

        def __init__(self, shape: tuple = (), dtype: Any = None, seed: Optional[int] = None) -> None:
            self.shape = shape
            self.dtype = np.dtype(dtype) if dtype is not None else None
            self.np_random = np.random.default_rng(seed)

        def seed(self, seed: Optional[int] = None) -> list:
            """Reseeds sample()."""
            self.np_random = np.random.default_rng(seed)
            return [seed]

        def contains(self, x: Any) -> bool:
            raise NotImplementedError

        def __contains__(self, x: Any) -> bool:
            return self.contains(x)

    class Discrete(Space):  # type: ignore[no-redef]
        """The integers start .. start + n - 1."""

        def __init__(self, n: int, seed: Optional[int] = None, start: int = 0) -> None:
            super().__init__((), np.int64, seed)
            self.n = int(n)
            self.start = int(start)

        def sample(self, mask: Optional[np.ndarray] = None) -> int:
            """A uniform value; with `mask` (int8, one entry per value), among those set to 1."""
            if mask is None:
                return self.start + int(self.np_random.integers(self.n))
            allowed = np.flatnonzero(mask == 1)
            if allowed.size == 0:
                return self.start
            return self.start + int(self.np_random.choice(allowed))

        def contains(self, x: Any) -> bool:
            if isinstance(x, (int, np.integer)) or (isinstance(x, np.ndarray) and x.shape == () and x.dtype.kind in "iu"):
                return self.start <= int(x) < self.start + self.n
            return False

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Discrete) and other.n == self.n and other.start == self.start

        def __repr__(self) -> str:
            return f"Discrete({self.n})"

    class Box(Space):  # type: ignore[no-redef]
        """Arrays of `shape` whose entries lie between `low` and `high`."""

        def __init__(self, low: Any, high: Any, shape: Optional[tuple] = None, dtype: Any = np.float32,
                     seed: Optional[int] = None) -> None:
            shape = tuple(shape) if shape is not None else np.shape(low)
            super().__init__(shape, dtype, seed)
            self.low = np.full(shape, low, dtype=self.dtype)
            self.high = np.full(shape, high, dtype=self.dtype)

        def sample(self, mask: Any = None) -> np.ndarray:
            """A uniform array between low and high (integers for integer dtypes)."""
            if self.dtype.kind in "iu":
                return self.np_random.integers(self.low, self.high.astype(np.int64) + 1).astype(self.dtype)
            return self.np_random.uniform(self.low, self.high).astype(self.dtype)

        def contains(self, x: Any) -> bool:
            if not isinstance(x, np.ndarray):
                x = np.asarray(x, dtype=self.dtype)
            return bool(x.shape == self.shape and np.can_cast(x.dtype, self.dtype)
                        and np.all(x >= self.low) and np.all(x <= self.high))

        def __eq__(self, other: object) -> bool:
            return (isinstance(other, Box) and other.shape == self.shape and other.dtype == self.dtype
                    and np.array_equal(other.low, self.low) and np.array_equal(other.high, self.high))

        def __repr__(self) -> str:
            return f"Box({self.low.min()}, {self.high.max()}, {self.shape}, {self.dtype})"

    class Dict(Space):  # type: ignore[no-redef]
        """Dicts whose values lie in the spaces of the same keys."""

        def __init__(self, spaces: dict, seed: Optional[int] = None) -> None:
            super().__init__(None, None, seed)
            self.spaces = dict(spaces)

        def __getitem__(self, key: str) -> Space:
            return self.spaces[key]

        def keys(self):
            return self.spaces.keys()

        def sample(self, mask: Any = None) -> dict:
            return {key: space.sample() for key, space in self.spaces.items()}

        def contains(self, x: Any) -> bool:
            return (isinstance(x, dict) and x.keys() == self.spaces.keys()
                    and all(space.contains(x[key]) for key, space in self.spaces.items()))

        def __eq__(self, other: object) -> bool:
            return isinstance(other, Dict) and other.spaces == self.spaces

        def __repr__(self) -> str:
            return f"Dict({self.spaces!r})"


try:  # pragma: no cover - depends on what is installed
    from pettingzoo import AECEnv
except ImportError:  # Debian 12 has no pettingzoo

    class AECEnv:  # type: ignore[no-redef]
        """PettingZoo's AECEnv bookkeeping: agents act one at a time (agent_selection); a
        terminated or truncated agent steps once more with None and leaves `agents`; rewards
        accumulate in _cumulative_rewards until the agent acts."""

        metadata: dict[str, Any] = {}
        possible_agents: list[str]
        agents: list[str]
        rewards: dict[str, float]
        _cumulative_rewards: dict[str, float]
        terminations: dict[str, bool]
        truncations: dict[str, bool]
        infos: dict[str, dict]
        agent_selection: str

        @property
        def num_agents(self) -> int:
            """The number of agents still in the episode."""
            return len(self.agents)

        @property
        def max_num_agents(self) -> int:
            """The number of possible agents."""
            return len(self.possible_agents)

        @property
        def unwrapped(self) -> "AECEnv":
            """The environment itself (no wrapper)."""
            return self

        def last(self, observe: bool = True) -> tuple:
            """(observation or None, cumulative reward, termination, truncation, info) of agent_selection."""
            agent = self.agent_selection
            observation = self.observe(agent) if observe else None
            return (observation, self._cumulative_rewards[agent], self.terminations[agent],
                    self.truncations[agent], self.infos[agent])

        def observe(self, agent: str) -> Any:
            raise NotImplementedError

        def agent_iter(self, max_iter: int = 2**63) -> Iterator[str]:
            """Yields agent_selection until no agent is left or after max_iter steps."""
            for _ in range(max_iter):
                if not self.agents:
                    return
                yield self.agent_selection

        def _clear_rewards(self) -> None:
            for agent in self.rewards:
                self.rewards[agent] = 0

        def _accumulate_rewards(self) -> None:
            for agent, reward in self.rewards.items():
                self._cumulative_rewards[agent] += reward

        def _was_dead_step(self, action: Any) -> None:
            """The step of a terminated or truncated agent: it leaves the episode."""
            if action is not None:
                raise ValueError("when an agent is dead, the only valid action is None")
            agent = self.agent_selection
            del self.terminations[agent], self.truncations[agent], self.rewards[agent]
            del self._cumulative_rewards[agent], self.infos[agent]
            self.agents.remove(agent)
            dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
            if dead:
                if getattr(self, "_skip_agent_selection", None) is None:
                    self._skip_agent_selection = self.agent_selection
                self.agent_selection = dead[0]
            else:
                if getattr(self, "_skip_agent_selection", None) is not None:
                    self.agent_selection = self._skip_agent_selection
                self._skip_agent_selection = None
            self._clear_rewards()

        def render(self) -> Any:
            return None

        def close(self) -> None:
            pass

        def __str__(self) -> str:
            return type(self).__name__

__all__ = ["AECEnv", "Box", "Dict", "Discrete", "Space"]
