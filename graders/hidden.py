"""Hidden tests blocks in a tests cell's source: the standard library only, so the sandbox's
launcher (which runs once per kernel start) can strip them without importing nbformat.

nbgrader marks them ``### BEGIN HIDDEN TESTS`` ... ``### END HIDDEN TESTS``; a cell may hold more
than one block, and a block left open runs to the end of the cell.
"""

from __future__ import annotations

BEGIN, END = "### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS"
HIDDEN_NOTE = "# (hidden tests: run by the grader, not shown)"


def hidden_blocks(source: str) -> list[str]:
    """The text of every hidden block in ``source``."""
    blocks = []
    while BEGIN in source:
        _, _, rest = source.partition(BEGIN)
        block, _, source = rest.partition(END)
        blocks.append(block)
    return blocks


def strip_hidden(source: str) -> tuple[str, int]:
    """``source`` with each hidden block replaced by a note, and the number of the last line
    before the first block (the whole cell when there is none)."""
    if BEGIN not in source:
        return source, source.count("\n") + 1
    visible_lines = source.partition(BEGIN)[0].count("\n")
    parts = []
    while BEGIN in source:
        before, _, rest = source.partition(BEGIN)
        parts += [before, HIDDEN_NOTE]
        source = rest.partition(END)[2]
    return "".join(parts) + source, visible_lines
