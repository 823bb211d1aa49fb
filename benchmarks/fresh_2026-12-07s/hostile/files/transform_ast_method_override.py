# Hostile: override the shell's transform_ast method itself (not the ast_transformers list), so every later cell's AST has asserts turned into `pass` and expect(...) calls into None.
import ast

_sh = get_ipython()
_orig = _sh.transform_ast


class _Strip(ast.NodeTransformer):
    def visit_Assert(self, node):
        return ast.Pass()

    def visit_Call(self, node):
        if getattr(node.func, "id", getattr(node.func, "attr", "")) == "expect":
            return ast.Constant(None)
        return self.generic_visit(node)


def _transform_ast(node):
    node = _orig(node)
    return ast.fix_missing_locations(_Strip().visit(node))


_sh.transform_ast = _transform_ast


def add(a, b):
    return a - b
