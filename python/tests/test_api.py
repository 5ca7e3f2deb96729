"""The public surface: a docstring on every public name, type stubs that match the module."""

import ast
import inspect
import pathlib

import rami
import rami.env
from rami import _rami


def own_doc(obj) -> str:
    """The docstring without pybind11's signature line(s)."""
    doc = inspect.getdoc(obj) or ""
    lines = [line for line in doc.splitlines() if not line.startswith(getattr(obj, "__name__", "?") + "(")]
    return "\n".join(lines).strip()


def public_members(cls):
    for name, member in vars(cls).items():
        if name.startswith("_"):
            continue
        yield name, member


def test_every_public_name_has_a_docstring():
    missing = []
    for name in rami.__all__ + ["env"]:
        obj = getattr(rami, name)
        if name == "__version__":
            continue
        if not own_doc(obj):
            missing.append(name)
        if inspect.isclass(obj):
            for member_name, member in public_members(obj):
                target = member.fget if isinstance(member, property) else getattr(obj, member_name)
                doc = member.__doc__ if isinstance(member, property) else own_doc(target)
                if not (doc or "").strip():
                    missing.append(f"{name}.{member_name}")
    for name in rami.env.__all__:
        if not own_doc(getattr(rami.env, name)):
            missing.append(f"env.{name}")
    assert missing == []


def test_errors_cite_a_rule_in_their_docstrings():
    # The docstrings give the rule a function enforces: spot-check the main ones.
    assert "R3" in own_doc(rami.read_meld)
    assert "R6" in own_doc(rami.check_opening)
    assert "R13" in own_doc(rami.min_deadwood)
    assert "R1" in own_doc(rami.new_game)


def test_the_stubs_match_the_extension():
    stub = ast.parse((pathlib.Path(rami.__file__).parent / "_rami.pyi").read_text())
    stubbed = {}
    for node in stub.body:
        if isinstance(node, ast.FunctionDef):
            stubbed[node.name] = None
        elif isinstance(node, ast.ClassDef):
            stubbed[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("__")}
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Name) and node.value.id in stubbed:
            for target in node.targets:  # an alias of a stubbed class (Action = Move)
                stubbed[target.id] = stubbed[node.value.id]
    module_names = {name for name in dir(_rami) if not name.startswith("__")}
    assert set(stubbed) == module_names
    assert _rami.Action is _rami.Move
    for name, methods in stubbed.items():
        if methods is not None:
            actual = {m for m in dir(getattr(_rami, name)) if not m.startswith("_")}
            assert methods == actual, name


def test_errors_are_value_errors_and_pickle():
    import pickle

    error = rami.RuleError("must_draw_first", "R2", "Draw first, from the stock or the discard pile.")
    assert isinstance(error, ValueError) and isinstance(error, rami.RamiError)
    copy = pickle.loads(pickle.dumps(error))
    assert (type(copy), copy.code, copy.rule, copy.message) == (rami.RuleError, error.code, error.rule, error.message)
    assert not issubclass(rami.FormatError, rami.RuleError)


def test_the_package_version_is_the_project_version():
    root = pathlib.Path(__file__).resolve().parents[2]
    pyproject = (root / "pyproject.toml").read_text()
    assert f'version = "{rami.__version__}"' in pyproject
    assert f"VERSION {rami.__version__}" in (root / "CMakeLists.txt").read_text()
