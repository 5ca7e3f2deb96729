"""rami.env: the checks of PettingZoo's api_test (written here: pettingzoo is not in Debian 12)
and whole rounds of every variant with random masked actions."""

import numpy as np
import pytest

import rami
from rami import _aec
from rami.env import RamiEnv


VARIANTS = rami.variants()


def masked_random(observation, rng):
    return int(rng.choice(np.flatnonzero(observation["action_mask"])))


def check_observation(env, agent, observation):
    assert isinstance(observation, dict) and set(observation) == {"observation", "action_mask"}
    vector, mask = observation["observation"], observation["action_mask"]
    assert isinstance(vector, np.ndarray) and vector.dtype == np.float32 and vector.ndim == 1 and vector.size > 0
    assert np.isfinite(vector).all()
    assert mask.dtype == np.int8 and mask.shape == (env.action_space(agent).n,)
    assert set(np.unique(mask)) <= {0, 1}
    assert env.observation_space(agent).contains(observation), "observation outside its space"


def test_api_after_reset():
    env = RamiEnv("rami51", players=3)
    assert isinstance(env, _aec.AECEnv)
    env.reset(seed=1)
    assert env.agents == env.possible_agents == ["player_0", "player_1", "player_2"]
    assert env.num_agents == 3 and env.max_num_agents == 3
    assert not any(env.terminations.values()) and not any(env.truncations.values())
    assert set(env.rewards) == set(env.terminations) == set(env.truncations) == set(env.infos) == set(env.agents)
    assert all(isinstance(info, dict) for info in env.infos.values())
    observation, reward, termination, truncation, info = env.last()
    check_observation(env, env.agent_selection, observation)
    assert observation["action_mask"].sum() > 0
    assert env.last(observe=False)[0] is None
    for agent in env.agents:
        assert env.observation_space(agent) == env.observation_space(env.agents[0])
        assert env.action_space(agent) == env.action_space(env.agents[0])
        assert isinstance(env.action_space(agent), _aec.Discrete)
        assert isinstance(env.observation_space(agent)["observation"], _aec.Box)
        other = env.observe(agent)
        check_observation(env, agent, other)
        if agent != env.agent_selection:
            assert other["action_mask"].sum() == 0
    assert env.unwrapped is env
    assert env.step(masked_random(observation, np.random.default_rng(0))) is None


def play_api_round(env, seed, rng):
    """PettingZoo's play test: last() gives the accumulated reward, agents leave once done,
    the dicts follow `agents`, observations stay in their spaces."""
    env.reset(seed=seed)
    accumulated = {agent: 0 for agent in env.agents}
    live = env.agents[:]
    finished = set()
    steps = 0
    for agent in env.agent_iter():
        assert agent == env.agent_selection
        observation, reward, termination, truncation, info = env.last()
        assert reward == accumulated[agent], "last() must give the accumulated reward"
        assert termination == env.terminations[agent] and truncation == env.truncations[agent] and info == env.infos[agent]
        done = termination or truncation
        if not done:
            check_observation(env, agent, observation)
        action = None if done else masked_random(observation, rng)
        env.step(action)
        steps += 1
        accumulated[agent] = 0
        for a, r in env.rewards.items():
            accumulated[a] += r
        assert not (done and agent in finished), "an agent may not finish twice"
        assert env.num_agents == len(env.agents)
        assert set(env.rewards) == set(env.terminations) == set(env.truncations) == set(env.infos) == set(env.agents)
        assert set(env.agents) <= set(env.possible_agents)
        if done:
            live.remove(agent)
            finished.add(agent)
        assert env.agents == live
    assert finished == set(env.possible_agents), "every agent must step out once done"
    return steps


@pytest.mark.parametrize("variant", VARIANTS)
def test_whole_rounds_with_random_masked_actions(variant):
    rules = rami.rules(variant)
    rng = np.random.default_rng(7)
    for players in sorted({rules.min_players, rules.max_players}):
        env = RamiEnv(variant, players=players)
        for seed in (1, 2):
            steps = play_api_round(env, seed, rng)
            assert steps > players
            assert env.game.is_over
            assert len(env.game.result["points"]) == players


def test_rewards_are_the_round_points():
    env = RamiEnv("rami7", players=2)
    env.reset(seed=3)
    rng = np.random.default_rng(3)
    while not env.game.is_over:
        observation = env.observe(env.agent_selection)
        env.step(masked_random(observation, rng))
    points = env.game.result["points"]
    sign = -1 if env.game.rules.lowest_total_wins else 1
    assert [env._cumulative_rewards[a] for a in env.possible_agents] == [sign * p for p in points]
    assert all(env.terminations.values())


def test_action_flexibility_and_refusals():
    env = RamiEnv("rami51", players=2)
    env.reset(seed=5)
    observation = env.observe(env.agent_selection)
    legal = np.flatnonzero(observation["action_mask"])
    illegal = np.flatnonzero(observation["action_mask"] == 0)
    before = env.game
    with pytest.raises(rami.RuleError):
        env.step(int(illegal[0]))
    assert env.game == before, "a refused action changes nothing"
    with pytest.raises(rami.FormatError):
        env.step(env.action_space(env.agent_selection).n + 5)
    with pytest.raises(rami.FormatError):
        env.step("draw")
    env.step(np.int32(legal[0]))
    assert env.game != before


def test_reset_is_deterministic_for_a_seed():
    env = RamiEnv("rami51", players=2)
    env.reset(seed=11)
    first = env.game
    env.reset(seed=11)
    assert env.game == first
    env.reset(seed=12)
    assert env.game != first


def test_render_and_arguments():
    env = RamiEnv("rami51", players=2, render_mode="ansi")
    env.reset(seed=1)
    assert "seat 0" in env.render()
    with pytest.raises(rami.RuleError):
        RamiEnv("rami51", players=9)
    with pytest.raises(rami.FormatError):
        RamiEnv("rami51", players=2, render_mode="human")
    env.close()


def test_truncation_after_max_actions():
    env = RamiEnv("rami51", players=2, max_actions=3)
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    for agent in env.agent_iter():
        observation, _, termination, truncation, _ = env.last()
        env.step(None if termination or truncation else masked_random(observation, rng))
    assert env.agents == [] and env._actions == 3


def test_fallback_spaces_behave_like_gymnasium():
    discrete = _aec.Discrete(5, seed=1)
    mask = np.array([0, 0, 1, 0, 0], dtype=np.int8)
    assert all(discrete.sample(mask) == 2 for _ in range(10))
    assert discrete.contains(4) and not discrete.contains(5) and discrete.contains(np.int64(0))
    box = _aec.Box(0.0, 1.0, shape=(3,), dtype=np.float32)
    assert box.contains(np.array([0, 0.5, 1], dtype=np.float32)) and not box.contains(np.array([0, 2, 0], dtype=np.float32))
    assert box.contains(box.sample())
