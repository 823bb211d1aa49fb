"""Hidden tests blocks in a tests cell's source (and solution blocks in a solution cell's): the
standard library only, so the sandbox's launcher (which runs once per kernel start) can strip
them without importing nbformat.

nbgrader marks them ``### BEGIN HIDDEN TESTS`` ... ``### END HIDDEN TESTS`` (and ``### BEGIN
SOLUTION`` ... ``### END SOLUTION``); a cell may hold more than one block, and a block left open
runs to the end of the cell.
"""

from __future__ import annotations

BEGIN, END = "### BEGIN HIDDEN TESTS", "### END HIDDEN TESTS"
SOLUTION_BEGIN, SOLUTION_END = "### BEGIN SOLUTION", "### END SOLUTION"
HIDDEN_NOTE = "# (hidden tests: run by the grader, not shown)"
# where the student version had a hidden block (graders.release.ClearHiddenTestsNoted): the
# first line of a tests cell names everything its tests check, these lines included
RELEASE_NOTE = {
    "en": "# (hidden tests run here when your work is graded: the rest of what the first line "
          "names, on the inputs the prompt lists)",
    "zh": "# （评分时隐藏测试在此运行：检查第一行所说的其余内容，输入取自题目列出的情况）",
}


def blocks_between(source: str, begin: str, end: str) -> list[str]:
    """The text of every ``begin`` ... ``end`` block in ``source``."""
    blocks = []
    while begin in source:
        _, _, rest = source.partition(begin)
        block, _, source = rest.partition(end)
        blocks.append(block)
    return blocks


def hidden_blocks(source: str) -> list[str]:
    """The text of every hidden tests block in ``source``."""
    return blocks_between(source, BEGIN, END)


def solution_blocks(source: str) -> list[str]:
    """The text of every solution block in ``source``."""
    return blocks_between(source, SOLUTION_BEGIN, SOLUTION_END)


def strip_hidden(source: str, note: str = HIDDEN_NOTE) -> tuple[str, int]:
    """``source`` with each hidden block replaced by ``note``, and the number of the last line
    before the first block (the whole cell when there is none)."""
    if BEGIN not in source:
        return source, source.count("\n") + 1
    visible_lines = source.partition(BEGIN)[0].count("\n")
    parts = []
    while BEGIN in source:
        before, _, rest = source.partition(BEGIN)
        parts += [before, note]
        source = rest.partition(END)[2]
    return "".join(parts) + source, visible_lines
