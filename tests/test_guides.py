"""The README is a newcomer's page, the guides in docs/ carry the rest, and every command they
name works.

- README.md: at most 150 lines, the two commands, the chapter map, one line to each guide.
- Every ``make ...`` and ``python ...`` command in the code of the README, the guides, the
  JupyterHub set-up and the start page (fenced blocks and inline code): each make target is a
  rule of the Makefile, and the notebook of ``make check NB=...`` exists; each script (a path, or
  ``-m module``) exists, each notebook, script and chapter it names exists, and a script with a
  command line (argparse) accepts the command's words: it runs here up to parsing them (its
  parser's own rules: an unknown subcommand, choice or option, or a missing argument, fails),
  and stops there.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import re
import runpy
import shlex
import sys
from pathlib import Path

import pytest

from graders.course import CHAPTER_NAME, REPO, chapter_names, read

README = REPO / "README.md"
GUIDES = {name: REPO / "docs" / f"{name}.md" for name in ("learners", "instructors", "maintainers")}
DOCUMENTS = [README, *GUIDES.values(), REPO / "graders" / "JUPYTERHUB.md",
             REPO / "START_HERE.ipynb"]
FENCE = re.compile(r"^ *```[^\n]*\n(.*?)^ *```", re.S | re.M)
INLINE = re.compile(r"`([^`\n]+)`")
COMMAND = re.compile(r"^(?:\.venv/bin/)?(?:make|python3?)\s")


def text_of(path: Path) -> str:
    if path.suffix == ".ipynb":
        return "\n\n".join(c.source for c in read(path).cells if c.cell_type == "markdown")
    return path.read_text()


def commands(text: str) -> list[str]:
    """The make and python command lines in ``text``'s code blocks (comments dropped) and in
    its inline code."""
    found = []
    for block in FENCE.findall(text):
        for line in block.splitlines():
            line = re.sub(r"\s+#.*$", "", line).strip()
            if COMMAND.match(line):
                found.append(line)
    found += [span.strip() for span in INLINE.findall(FENCE.sub("", text))
              if COMMAND.match(span.strip())]
    return found


def make_targets() -> set[str]:
    """The names of the Makefile's rules (not its variables)."""
    names = set()
    for line in (REPO / "Makefile").read_text().splitlines():
        rule = re.match(r"^([^\s#=:][^=:]*?)\s*:(?!=)", line)
        if rule:
            names |= set(rule.group(1).split())
    return names


def named() -> list[tuple[str, str]]:
    """(document, command) for every command of every document, each once."""
    found = {(str(p.relative_to(REPO)), c) for p in DOCUMENTS for c in commands(text_of(p))}
    return sorted(found)


class Parsed(Exception):
    """Raised instead of returning the parsed command line: the script goes no further."""


def parsed_and_stop(self: argparse.ArgumentParser, args: list[str] | None = None,
                    namespace: argparse.Namespace | None = None) -> argparse.Namespace:
    """``ArgumentParser.parse_args`` that parses (an unknown word is an error, as there) and
    stops."""
    namespace, extras = self.parse_known_args(args, namespace)
    if extras:
        self.error(f"unrecognized arguments: {' '.join(extras)}")
    raise Parsed(namespace)


def test_commands_finds_blocks_and_inline_code() -> None:
    text = ("Run `make check NB=a.ipynb` or `make`.\n\n```bash\nsource .venv/bin/activate\n"
            "python -m graders.instructor report --all    # the course view\n"
            ".venv/bin/python scripts/x.py --y\n```\n\n  ```\n  python3 z.py\n  ```\n")
    assert commands(text) == ["python -m graders.instructor report --all",
                              ".venv/bin/python scripts/x.py --y", "python3 z.py",
                              "make check NB=a.ipynb"]


def test_the_readme_is_for_a_newcomer() -> None:
    """Short; the two commands; the chapter map; one line to each reader's guide."""
    text = README.read_text()
    lines = text.splitlines()
    assert len(lines) <= 150, f"README.md has {len(lines)} lines: move some to a guide"
    assert {"make lab", "make test"} <= set(commands(text))
    assert "<!-- chapter map: made by scripts/chapter_map.py -->" in text
    for name, path in GUIDES.items():
        assert path.exists(), path
        linking = [line for line in lines if f"](docs/{name}.md)" in line]
        assert len(linking) == 1, f"README.md links docs/{name}.md on {len(linking)} lines"


def test_every_guide_names_commands() -> None:
    """The check below has something to check in each guide."""
    for path in GUIDES.values():
        assert commands(path.read_text()), path


@pytest.mark.parametrize(("document", "command"), named(), ids=lambda x: x)
def test_command_works(document: str, command: str, monkeypatch: pytest.MonkeyPatch) -> None:
    words = shlex.split(command)
    if words[0] == "make":
        for word in words[1:]:
            name, is_variable, value = word.partition("=")
            if not is_variable:
                assert name in make_targets(), f"{document}: no rule `{name}` in the Makefile"
            elif name == "NB":
                assert (REPO / value).is_file(), f"{document}: {value} does not exist"
        return
    if words[1] == "-m":
        spec = importlib.util.find_spec(words[2])
        assert spec and spec.origin, f"{document}: no module {words[2]}"
        source = Path(spec.origin)
        if spec.submodule_search_locations:  # a package runs its __main__
            source = source.parent / "__main__.py"
        args = words[3:]
    else:
        source, args = REPO / words[1], words[2:]
    assert source.is_file(), f"{document}: {source} does not exist"
    for arg in args:
        if arg.endswith((".ipynb", ".py")):
            assert (REPO / arg).is_file(), f"{document}: {arg} does not exist"
        if CHAPTER_NAME.match(arg):
            assert arg in chapter_names(), f"{document}: no chapter {arg}"
    if "argparse" not in source.read_text():
        return
    # The script runs up to its command line, which is parsed for real and then stops it.
    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", parsed_and_stop)
    monkeypatch.setattr(sys, "argv", [str(source), *args])
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            runpy.run_path(str(source), run_name="__main__")
        except Parsed:
            return
        except SystemExit as exit_:
            pytest.fail(f"{document}: `{command}` is refused ({exit_.code}):\n{out.getvalue()}")
    pytest.fail(f"{document}: {source.name} ran without parsing its command line")
