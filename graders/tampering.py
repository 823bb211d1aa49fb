"""Solution cells that touch the interpreter's machinery, found by reading them (for review).

An exercise asks for a function or a class; nothing in it needs to reach into IPython, the
import system, tracing, other modules' attributes or actions that run later. The grader does not
trust its verdicts to this scan (``graders.isolation`` keeps the checks out of reach); the scan
says plainly, to the learner and in the class report, which submissions a human should read.
"""

from __future__ import annotations

import ast

# (what is touched, in words) for names and attributes a solution never needs
CALLS = {
    "get_ipython": "IPython's shell (hooks, transformers, events)",
    "settrace": "a tracing hook", "setprofile": "a profiling hook",
    "addaudithook": "an audit hook", "_getframe": "the interpreter's frames",
    "register": None,  # atexit.register / events.register: judged by the module below
    "setattr": None, "delattr": None,
}
MODULES = {
    "sys": {"modules": "the table of imported modules (sys.modules)",
            "settrace": "a tracing hook", "setprofile": "a profiling hook",
            "meta_path": "the import system", "path_hooks": "the import system",
            "excepthook": "the exception hook", "displayhook": "the display hook",
            "addaudithook": "an audit hook", "_getframe": "the interpreter's frames",
            "stdout": "the output streams", "stderr": "the output streams",
            "monitoring": "a tracing hook"},
    "os": {**dict.fromkeys(("fork", "forkpty", "setsid", "system", "posix_spawn", "spawnv"),
                           "a process that outlives the cell"),
           **dict.fromkeys(("kill", "killpg"), "other processes"),
           **dict.fromkeys(("_exit", "execv", "execve", "execl", "execlp", "execvp", "execvpe"),
                           "the kernel's process"),
           "dup2": "the output streams"},
    "subprocess": "a process that outlives the cell",
    "multiprocessing": "a process that outlives the cell",
    "pty": "a process that outlives the cell",
    "atexit": "an action that runs at exit",
    "threading": "a thread that acts later",
    "_thread": "a thread that acts later",
    "signal": "a signal handler or timer",
    "gc": "the garbage collector's view of every object",
    "ctypes": "raw memory",
    "inspect": "the interpreter's frames",
    "importlib": "the import system",
    "builtins": "Python's built-in functions",
    "IPython": "IPython's shell (hooks, transformers, events)",
    "ipykernel": "the kernel",
    "weakref": "a finalizer that acts later",
    "faulthandler": "the crash handler",
    "linecache": "the source lines tracebacks are made from",
    "sqlite3": "a database file (such as a gradebook)",
    **dict.fromkeys(("sqlalchemy", "nbgrader"), "the grading tool or its gradebook"),
    "tracemalloc": None,
    # IPython ends a cell that raises the debugger's quit signal (bdb.BdbQuit) without an error
    **dict.fromkeys(("bdb", "pdb"), "the debugger (its quit signal ends a cell silently)"),
    "__main__": "the grader's namespace (__main__)",
    # unittest.mock.ANY equals everything; a MagicMock answers whatever it is configured to
    "unittest": "test doubles (objects that compare equal to anything)",
}
# what ``from IPython.display import ...`` may take without being flagged: ways to show a value
SHOWING = frozenset({"display", "HTML", "Markdown", "Math", "Latex", "JSON", "Image", "SVG",
                     "Code", "Pretty", "FileLink"})
FRAMES = ("f_globals", "f_locals", "f_back", "f_builtins", "tb_frame", "gi_frame", "cr_frame")
# a class of the learner's that answers these can make any comparison of a result come out true
COMPARING = ("__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__bool__",
             "__torch_function__", "__torch_dispatch__", "__instancecheck__", "__class__",
             "__array_ufunc__", "__array_function__")
PATCHABLE = ("torch", "numpy", "np", "ptp", "F", "nn", "math", "builtins", "sys", "os",
             "warnings", "unittest", "IPython")
DUNDERS = {"__code__": "a function's code", "__globals__": "a function's globals",
           "__builtins__": "Python's built-in functions", "__class__": None,
           "__dict__": None, "__subclasses__": "every class in the interpreter",
           "__import__": "the import system", "__del__": "an action that runs later",
           "__closure__": "a function's closure", "__setattr__": None}


def _root(node: ast.AST) -> str | None:
    while isinstance(node, (ast.Attribute, ast.Subscript, ast.Call)):
        node = node.value if not isinstance(node, ast.Call) else node.func
    return node.id if isinstance(node, ast.Name) else None


def scan_solution(source: str) -> list[str]:
    """Plain sentences, one per kind of machinery a solution cell touches (empty: none)."""
    try:
        from IPython.core.inputtransformer2 import TransformerManager
        tree = ast.parse(TransformerManager().transform_cell(source))
    except Exception:
        try:
            tree = ast.parse(source)
        except SyntaxError:
            return []
    found: dict[str, None] = {}
    imported: dict[str, str] = {}  # local name -> module

    def note(what: str | None) -> None:
        if what:
            found[f"touches {what}"] = None

    # reading an output stream to print to it touches nothing: print(..., file=sys.stdout),
    # sys.stdout.write(...), sys.stderr.flush() (replacing or closing one is still noted)
    harmless: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "print":
            harmless |= {id(k.value) for k in node.keywords if k.arg == "file"}
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("write", "flush"):
            harmless.add(id(node.func.value))

    for node in ast.walk(tree):
        if id(node) in harmless:
            continue
        if isinstance(node, ast.Import):
            for alias in node.names:
                top = alias.name.split(".")[0]
                imported[alias.asname or top] = top
                if isinstance(MODULES.get(top), str):
                    note(MODULES[top])
        elif isinstance(node, ast.ImportFrom) and node.module == "IPython.display" and all(
                alias.name in SHOWING for alias in node.names):
            for alias in node.names:  # showing a value is not reaching into the shell
                imported[alias.asname or alias.name] = node.module
        elif isinstance(node, ast.ImportFrom) and node.module:
            top = node.module.split(".")[0]
            for alias in node.names:
                imported[alias.asname or alias.name] = top
                table = MODULES.get(top)
                if isinstance(table, dict):
                    note(table.get(alias.name))
                elif isinstance(table, str):
                    note(table)
        elif isinstance(node, ast.Name) and node.id in CALLS and CALLS[node.id]:
            note(CALLS[node.id])
        elif isinstance(node, ast.Name) and node.id in ("exec", "eval", "compile", "__import__"):
            note("code built at run time (exec, eval, compile)")
        elif isinstance(node, ast.ClassDef):
            defined = {n.name for n in node.body if isinstance(n, (ast.FunctionDef,
                                                                     ast.AsyncFunctionDef))}
            defined |= {t.id for n in node.body if isinstance(n, ast.Assign)
                        for t in n.targets if isinstance(t, ast.Name)}
            if defined & set(COMPARING):
                note("how a result compares (a class of its own that defines "
                     f"{sorted(defined & set(COMPARING))[0]})")
        elif isinstance(node, ast.Attribute):
            if node.attr in DUNDERS:
                note(DUNDERS[node.attr])
            if node.attr in FRAMES:
                note("the interpreter's frames")
            base = node.value.id if isinstance(node.value, ast.Name) else None
            module = imported.get(base or "", base)
            table = MODULES.get(module or "")
            if isinstance(table, dict):
                note(table.get(node.attr))
        elif isinstance(node, (ast.Assign, ast.AugAssign, ast.Delete)):
            targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) else [node.target]
            for target in targets:
                if isinstance(target, (ast.Attribute, ast.Subscript)):
                    root = _root(target)
                    if root in PATCHABLE or imported.get(root or "") in PATCHABLE:
                        note(f"an attribute of another module ({ast.unparse(target)})")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("setattr", "delattr") and node.args:
            root = _root(node.args[0])
            if root in PATCHABLE or imported.get(root or "") in PATCHABLE:
                note(f"an attribute of another module ({ast.unparse(node.args[0])})")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in ("register", "finalize", "start_new_thread", "Timer",
                                       "setitimer", "alarm") \
                and imported.get(_root(node.func) or "", _root(node.func)) in (
                    "atexit", "weakref", "threading", "_thread", "signal"):
            note(MODULES[imported.get(_root(node.func) or "", _root(node.func) or "")])
    return list(found)
