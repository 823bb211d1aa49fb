# Hostile: replace the shell's run_ast_nodes (one level below run_cell/run_code) with a coroutine that reports success without running cells that contain checks.
_sh = get_ipython()
_orig = _sh.run_ast_nodes


async def _run_ast_nodes(nodelist, cell_name, interactivity="last_expr", compiler=None, result=None):
    import ast
    text = "\n".join(ast.unparse(n) for n in nodelist)
    if "expect" in text or "assert" in text:
        return False
    return await _orig(nodelist, cell_name, interactivity=interactivity, compiler=compiler, result=result)


_sh.run_ast_nodes = _run_ast_nodes


def add(a, b):
    return a - b
