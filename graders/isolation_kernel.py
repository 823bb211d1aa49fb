"""The grading kernel's side of ``graders.isolation``: sent as source, run before any learner code.

This file is not imported by the grader: ``graders.isolation`` sends its text to the clean
grading kernel (the sandbox mounts ``ptp/`` only) as that kernel's first cell, and the functions
below live in a namespace of their own. It needs the standard library, cloudpickle and torch.

Three jobs:

* ``load``: the learner's definitions arrive as a cloudpickle payload made in the learner's own
  kernel, which the learner controls, so the payload is untrusted. It is read by a pure-Python
  unpickler that calls nothing but an allow-list of reconstructors (cloudpickle's, torch's tensor
  rebuilders with ``weights_only`` storage loading, a few plain types), changes no object it did
  not create itself, builds classes only with metaclasses of installed code, instances only of
  installed classes, and imports only installed modules. Functions and classes arrive as
  objects; their code runs only when a test calls them.
* ``snapshot``/``verify``: what the checks rely on (the attributes of ``ptp``, torch, numpy,
  builtins and the testing modules, ``sys.modules``, IPython's input and AST transformers,
  events, exception and display hooks, trace and profile functions, import hooks) is recorded
  before any learner code runs, and compared after every cell that may have run learner code.
* ``token``: a reply only this namespace can give (a keyed hash of the grader's nonce), so a
  kernel whose later cells are rewritten or blanked cannot pass for a verified one.
"""

import builtins
import hashlib
import io
import pickle
import sys
import types

PROTECTED_MODULES = ("builtins", "math", "operator", "functools", "itertools", "copy", "warnings",
                     "numpy", "numpy.testing", "torch", "torch.testing", "torch.nn",
                     "torch.nn.functional", "torch.nn.modules.module", "torch.autograd",
                     "torch.optim", "torch.utils.data", "contextlib", "inspect", "traceback",
                     "IPython", "ipykernel.zmqshell", "cloudpickle")
PROTECTED_PREFIXES = ("ptp",)
# set afresh by ipykernel for every execute request
PER_REQUEST = ("builtins.input", "builtins.raw_input", "getpass.getpass")
PROTECTED_CLASSES = ("torch.Tensor", "torch.nn.Module", "torch.nn.Parameter")
CONSTANT_TABLES = ("ptp.contracts_decl.DECLARATIONS", "ptp.domains.TOLERANCE",
                   "ptp.domains.VALUE_NAMES", "ptp.checks._GLOBAL_NAMES", "ptp.i18n.WORDS",
                   "ptp.emulated.MODES")
# what hands the learner's code the grader's frames or objects: a frame walked up from the
# call reaches the checks' own variables (the reference's result, the case), the collector's
# lists reach every object, a trace function is handed every frame, ctypes reads any memory
INTROSPECTION = ("sys._getframe", "sys._current_frames", "gc.get_objects", "gc.get_referrers",
                 "gc.get_referents", "sys.settrace", "sys.setprofile")
FRAME_ATTRIBUTES = ("tb_frame", "gi_frame", "cr_frame", "ag_frame")
# inspect and traceback pass frames on (inspect.stack(), traceback.walk_stack()): the code that
# called them decides; their functions that hand back only text or summaries are harmless
PASSING_FRAMES_ON = ("inspect", "traceback")
SUMMARIES = ("extract", "_extract_from_extended_frame_gen", "extract_tb", "extract_stack",
             "format_exc", "print_exc", "format_exception", "print_exception", "format_tb",
             "print_tb", "format_stack", "print_stack", "print_last", "format_exception_only")


def _install(secret, main):  # noqa: C901 - one closure keeps every reference private
    ip = main.get("get_ipython", lambda: None)() if "get_ipython" in main else None
    if ip is None:
        try:
            from IPython import get_ipython
            ip = get_ipython()
        except Exception:
            ip = None

    def protected_modules():
        names = [n for n in list(sys.modules)
                 if n in PROTECTED_MODULES or n.split(".")[0] in PROTECTED_PREFIXES]
        return {n: sys.modules[n] for n in names if sys.modules.get(n) is not None}

    def watched(value):
        return isinstance(value, (types.FunctionType, types.BuiltinFunctionType, type,
                                  types.ModuleType, types.MethodType, staticmethod,
                                  classmethod, property)) or callable(value)

    def machinery():
        """What the checks rely on, by a name that says where it is."""
        seen = {}
        for name, module in protected_modules().items():
            seen[f"sys.modules[{name!r}]"] = module
            for attr, value in list(vars(module).items()):
                if (watched(value) and not attr.startswith("__")
                        and f"{name}.{attr}" not in PER_REQUEST):
                    seen[f"{name}.{attr}"] = value
        for dotted in PROTECTED_CLASSES:
            mod, _, cls = dotted.rpartition(".")
            klass = getattr(sys.modules.get(mod), cls, None)
            for attr, value in list(vars(klass).items()) if klass is not None else []:
                seen[f"{dotted}.{attr}"] = value
        # the tables the checks read by value (a declaration's domain, the tolerances): a
        # change in place keeps the object, so its text is compared (a frozen dataclass is
        # still changed by object.__setattr__, a dict entry by assignment)
        for dotted in CONSTANT_TABLES:
            mod, _, attr = dotted.rpartition(".")
            table = getattr(sys.modules.get(mod), attr, None)
            if table is not None:
                seen[f"{dotted} (contents)"] = Equal(repr(table))
        seen["sys.settrace"] = sys.gettrace()
        seen["sys.setprofile"] = sys.getprofile()
        seen["sys.meta_path"] = Added(sys.meta_path)
        seen["sys.path_hooks"] = Added(sys.path_hooks)
        seen["sys.displayhook"] = sys.displayhook
        # actions that run later: signal handlers and timers, threads, finalizers
        import signal
        import threading
        import weakref
        for name in ("SIGALRM", "SIGVTALRM", "SIGPROF", "SIGUSR1", "SIGUSR2", "SIGINT",
                     "SIGTERM", "SIGCHLD", "SIGIO"):
            number = getattr(signal, name, None)
            if number is not None:
                seen[f"signal.{name}"] = Handler(signal.getsignal(number))
        for name in ("ITIMER_REAL", "ITIMER_VIRTUAL", "ITIMER_PROF"):
            seen[f"signal.setitimer({name})"] = Equal(signal.getitimer(getattr(signal, name)))
        seen["threads"] = Added(
            getattr(t, "_target", None) or getattr(t, "function", None) or type(t).run
            for t in threading.enumerate() if t.is_alive())
        seen["weakref.finalize"] = Added(
            info.func for info in list(getattr(weakref.finalize, "_registry", {}).values()))
        if ip is not None:
            seen["input_transformers_cleanup"] = Added(ip.input_transformers_cleanup)
            seen["input_transformers_post"] = Added(ip.input_transformers_post)
            seen["ast_transformers"] = Added(ip.ast_transformers)
            for event, callbacks in ip.events.callbacks.items():
                seen[f"events[{event!r}]"] = Added(callbacks)
            seen["custom_exceptions"] = tuple(ip.custom_exceptions)
            seen["CustomTB"] = getattr(ip, "CustomTB", None)
            for attr in ("run_cell", "run_ast_nodes", "run_code", "transform_cell",
                         "showtraceback", "_showtraceback", "showsyntaxerror",
                         "run_cell_async", "should_run_async", "transform_ast"):
                seen[f"shell.{attr}"] = getattr(type(ip), attr, None)
                seen[f"shell.{attr} (instance)"] = vars(ip).get(attr)
            seen["input_transformer_manager"] = ip.input_transformer_manager
            seen["display_pub"] = ip.display_pub
            kernel = getattr(ip, "kernel", None)
            if kernel is not None:
                for key, handler in kernel.shell_handlers.items():
                    seen[f"kernel.shell_handlers[{key!r}]"] = handler
                seen["kernel.do_execute"] = vars(kernel).get("do_execute")
        return seen

    state = {"baseline": machinery(), "modules": {}}

    def same(key, old, new):
        if isinstance(old, Handler):  # installed code may set its own (torch's DataLoader)
            return isinstance(new, Handler) and (
                new.value is old.value or not callable(new.value) or installed(new.value))
        if isinstance(old, Equal):
            return isinstance(new, Equal) and old.value == new.value
        if isinstance(old, Added):
            return isinstance(new, Added) and old.covers(new)
        if old is new:
            return True
        # torch wraps a few of its functions when parts of it load (torch.manual_seed, for
        # torch.compile): the original behind functools.wraps, from torch's own code
        return (getattr(new, "__wrapped__", None) is old and key.startswith("torch.")
                and installed(new))

    # the secret only as the state of a hash already fed with it: a token is the hash of
    # "<secret>:<nonce>", and no Python code can read the secret back out of the hash object
    keyed = hashlib.sha256(f"{secret}:".encode())
    del secret
    alarms = []  # what a call of the learner's code did to the grader (graders.isolation)

    def bindings_changed(imports, defs, filename):
        """The names a tests cell bound itself that hold something else now: a name it imported
        (``from ptp.checks import expect``) must be the module's attribute still, a function it
        defined its own code (compiled from the cell, ``filename``)."""
        missing = object()
        changed = [f"the notebook's {name}" for name, module in state["modules"].items()
                   if main.get(name, missing) is not module]
        for name, module, attr in imports:
            source = sys.modules.get(module)
            want = source if attr is None else getattr(source, attr, object())
            if source is None or main.get(name, missing) is not want:
                changed.append(f"the tests' {name}")
        for name in defs:
            code = getattr(main.get(name), "__code__", None)
            if not isinstance(code, types.CodeType) or code.co_name != name or (
                    filename and code.co_filename != filename):
                changed.append(f"the tests' {name}")
        return changed

    def verify(nonce, imports=(), defs=(), filename=""):
        """The keyed token for ``nonce`` when nothing the checks rely on changed; else what did.
        ``imports`` and ``defs``: what the tests cell bound by name (``bindings_changed``),
        looked at first, before finalizers run."""
        import gc
        changed = list(dict.fromkeys(alarms)) + bindings_changed(imports, defs, filename)
        gc.collect()  # finalizers of unreachable objects run now, before the record is read
        changed += bindings_changed(imports, defs, filename)
        now = machinery()
        baseline = state["baseline"]
        changed = list(dict.fromkeys(changed))
        changed += sorted(k for k, v in baseline.items() if k not in now or not same(k, v, now[k]))
        changed += sorted(k for k, v in now.items() if k not in baseline and isinstance(v, Added)
                          and not Added([]).covers(v))
        if changed:
            return "changed: " + ", ".join(changed[:6])
        token = keyed.copy()
        token.update(str(nonce).encode())
        return token.hexdigest()

    def rebase():
        """After a cell of the grader's own: what it changed is the grader's."""
        state["baseline"] = machinery()
        # the notebook's names that hold a module (torch, F, np, ...): the tests read through them
        state["modules"] = {k: v for k, v in main.items() if isinstance(v, types.ModuleType)}
        gc.freeze()

    # what exists now is the grader's: the collector stops scanning it, so that ``verify``'s
    # collection looks only at what was made since (a tenth of the time)
    import gc
    gc.freeze()

    depth = [0]  # > 0 while a guarded call of the learner's code runs
    learner_files = set()  # the files of the learner's code (filled as it is loaded)
    sys.addaudithook(_auditor(alarms, depth, learner_files))
    return verify, rebase, _guard(main, alarms, depth, learner_files)


def _auditor(alarms, depth, learner_files):
    """An audit hook (PEP 578: it cannot be removed): a thread whose target is the learner's
    code is refused (it would act between two checks and be gone before the cell ends), and so
    is the learner's own statement that replaces a function's code or defaults. The learner's
    code is told by its files (``learner_files``; run-time code, ``<string>``, too); threads of
    the tests (simulated ranks) and of installed code (a DataLoader's pin-memory thread, torch's
    own) go on."""

    def learners(code):
        return _from_learner(code, learner_files)

    busy = [False]  # sys._getframe below raises an audit event of its own

    def introspects():
        """Whether the code that asked for frames or objects is the learner's (through inspect
        or traceback, when it hands frames on); an installed module's (torch, collections,
        logging) may."""
        if busy[0]:
            return False
        busy[0] = True
        try:
            frame = sys._getframe(2)
            while frame is not None and frame.f_globals.get("__name__") in PASSING_FRAMES_ON:
                if frame.f_code.co_name in SUMMARIES:
                    return False
                frame = frame.f_back
            return frame is not None and learners(frame.f_code)
        finally:
            busy[0] = False

    def hook(event, args):
        if (event in INTROSPECTION or event.startswith("ctypes.")
                or event == "object.__getattr__" and len(args) > 1
                and args[1] in FRAME_ATTRIBUTES) and introspects():
            alarms.append("the interpreter's frames, objects or memory (a call of your code: "
                          f"{event})")
            raise RuntimeError("graded code may not reach the grader's frames, objects or "
                               "memory")
        elif event == "_thread.start_new_thread":
            start = args[0] if args else None
            thread = getattr(start, "__self__", None)
            target = getattr(thread, "_target", None) or getattr(thread, "function", None) \
                or start
            func = getattr(target, "__func__", target)
            if learners(getattr(func, "__code__", None)):
                alarms.append("a thread of your code")
                raise RuntimeError("graded code may not start threads")
        elif event == "object.__setattr__" and depth[0] and len(args) > 1 and args[1] in (
                "__code__", "__defaults__", "__kwdefaults__"):
            if learners(sys._getframe(1).f_code):  # installed code does it too (torch.onnx)
                alarms.append(f"a function's {args[1]} (during a call of your code)")
                raise RuntimeError("graded code may not change a function's code")

    return hook


def _from_learner(code, learner_files):
    """Whether ``code`` is the learner's: compiled from one of the learner's files (recorded as
    the payload is loaded or guarded), or at run time (``exec``, ``<string>``)."""
    return isinstance(code, types.CodeType) and (
        code.co_filename in learner_files or code.co_filename.startswith("<string"))


# ------------------------------------------------------------------ the learner's calls, guarded

# A result may not be of a class of the learner's that changes how it compares, converts or
# answers torch and NumPy: a check reads the result through exactly these. A subclass of a number,
# string or container may not redefine these (a named tuple redefines none of them):
LYING = frozenset({
    "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__bool__", "__len__",
    "__hash__", "__int__", "__float__", "__index__", "__complex__", "__abs__", "__neg__",
    "__pos__", "__round__", "__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__",
    "__truediv__", "__rtruediv__", "__iter__", "__getitem__", "__contains__", "__getattribute__",
    "__array__", "__array_ufunc__", "__array_function__", "__reversed__"})
# nor a dict's views, nor a tensor's or an array's ways of being read
LYING_DICT = LYING | {"keys", "values", "items", "get"}
LYING_ARRAY = LYING | {
    "tolist", "item", "numpy", "equal", "allclose", "isclose", "eq", "ne", "all", "any", "abs",
    "max", "min", "sum", "float", "double", "to", "cpu", "clone", "detach", "size", "dim",
    "numel", "shape", "dtype", "device", "__repr__", "__format__"}
NEVER = frozenset({"__torch_function__", "__torch_dispatch__", "__class__", "__instancecheck__"})


class GradingIntegrityError(BaseException):
    """A call of the learner's code changed what the checks rely on (not an ``Exception``, so
    that no ``except Exception`` of a tests cell turns it into a verdict)."""


def _guard(main, alarms, depth=None, learner_files=None):  # noqa: C901 - one closure
    """``wrap(obj)``: the learner's function (or each method of the learner's class), guarded.

    A guarded call compares the grading kernel's names (``main``: the tests cells' own) and
    the ``ptp`` modules' attributes before and after the call: a call that rebinds one (the
    checking helpers replaced by name, through ``__main__`` or a frame's globals) raises
    ``GradingIntegrityError`` at once, before any later check can read it, and is recorded
    for ``verify``. Its result may not be of a class of the learner's that redefines how it
    compares (``LYING``); a generator it returns is guarded at each step; a function it
    returns is guarded in turn. Under ``torch.compile`` and ``torch.export`` the call goes
    straight through (their tracing reads the function's code)."""
    import functools
    import operator
    import os

    import numpy
    import torch

    is_compiling = torch.compiler.is_compiling
    value_types = (int, float, complex, str, bytes, tuple, list, dict, set, frozenset,
                   torch.Tensor, numpy.ndarray)
    depth = [0] if depth is None else depth
    learner_files = set() if learner_files is None else learner_files
    seen_alarm = alarms.append
    sentinel = object()

    cache = {}

    def watched():
        count = len(sys.modules)
        known = cache.get("state")
        if known is None or known[0] != count:  # a module loaded since: look again
            known = (count, [main, *(vars(m) for n, m in list(sys.modules.items())
                                     if m is not None and (n == "ptp" or n.startswith("ptp.")))])
            cache["state"] = known  # one assignment: threads (simulated ranks) read it too
        return known[1]

    def look():
        return [(d, tuple(d), tuple(d.values())) for d in watched()]

    def kept(name):
        """Whether a name is watched: not one with two leading underscores that Python or
        torch.compile manage (__warningregistry__, __compiled_fn_1_..., __import_...,
        __builtins_dict___0), except the grader's own (__ptp_token__, __builtins__)."""
        return not name.startswith("__") or name.startswith("__ptp") or name == "__builtins__"

    def changed(before):
        now = watched()
        if len(now) != len(before):
            return "the checking helpers' modules"
        for d, keys, values in before:
            if len(d) == len(keys) and tuple(d) == keys and all(
                    map(operator.is_, values, d.values())):
                continue  # the usual case: nothing rebound, nothing added
            then = {k: v for k, v in zip(keys, values, strict=True) if kept(k)}
            current = {k: v for k, v in list(d.items()) if kept(k)}
            names = sorted(k for k in then.keys() | current.keys()
                           if then.get(k, sentinel) is not current.get(k, sentinel))
            if names:
                where = "" if d is main else f"{d.get('__name__')}."
                return f"{where}{names[0]}"
        return ""

    def after(before, what):
        found = changed(before)
        if found:
            message = (f"a call of your {what} changed the grader's {found}: graded code may "
                       "not touch the grader")
            seen_alarm(f"{found} (during a call of your {what})")
            raise GradingIntegrityError(message)

    def own_codes(cls):
        codes = []
        for value in list(vars(cls).values()):
            for part in (value, getattr(value, "__func__", None), getattr(value, "fget", None)):
                code = getattr(part, "__code__", None)
                if isinstance(code, types.CodeType):
                    codes.append(code)
        return codes

    def learner_class(cls):
        """Whether ``cls`` is the learner's. A class of a module loaded from a file is, only
        if its code was not compiled from a file; a class of the notebook's (``__main__``) is,
        if its code came from the learner (``learner_files``: the files of the learner's code,
        recorded where it is loaded or guarded), was compiled at run time (``<string>``), or
        it has no code of its own (the grader's classes have)."""
        if not isinstance(cls, type):
            return False
        module = sys.modules.get(getattr(cls, "__module__", None) or "")
        if module is builtins:
            return False
        codes = own_codes(cls)
        if module is not None and module.__name__ != "__main__" and getattr(module, "__file__",
                                                                              None):
            found = module  # a module's own class, held by name (torch.Tensor, ptp's)
            for part in str(getattr(cls, "__qualname__", "")).split("."):
                found = getattr(found, part, None)
            if found is cls:
                return False
            return any(not os.path.exists(code.co_filename) or code.co_filename in learner_files
                       for code in codes)
        return not codes or any(code.co_filename in learner_files
                                or code.co_filename.startswith("<") for code in codes)

    def equal_to_anything(cls, value):
        """Why ``value`` of an installed class cannot stand as a result: it compares equal to an
        object it has never seen (empty: it does not)."""
        if getattr(cls, "__eq__", None) is object.__eq__ or isinstance(
                value, (torch.Tensor, numpy.ndarray)):  # compared elementwise: not one answer
            return ""
        try:
            if (value == sentinel) is True:  # as a check compares (a MagicMock's own __eq__)
                return f"{cls.__name__} compares equal to anything"
        except Exception:
            pass
        return ""

    def lying(value, level=0):
        """Why ``value`` cannot stand as a result (empty: it can)."""
        cls = type(value)
        if cls in (tuple, list) and level < 3:
            for item in value[:256]:
                why = lying(item, level + 1)
                if why:
                    return why
            return ""
        if cls is dict and level < 3:
            for key, item in list(value.items())[:256]:
                why = lying(key, level + 1) or lying(item, level + 1)
                if why:
                    return why
            return ""
        if not learner_class(cls):
            # an installed class may still answer every comparison with True
            # (unittest.mock.ANY; a MagicMock configured so)
            return equal_to_anything(cls, value)
        own = set()
        for klass in cls.__mro__:
            if learner_class(klass):
                own |= set(vars(klass))
        if own & NEVER:
            return f"{cls.__name__} defines {sorted(own & NEVER)[0]}"
        lying_names = (LYING_ARRAY if issubclass(cls, (torch.Tensor, numpy.ndarray)) else
                       LYING_DICT if issubclass(cls, dict) else LYING)
        if issubclass(cls, value_types) and own & lying_names:
            base = cls.__mro__[1].__name__
            return f"{cls.__name__} (a {base}) redefines {sorted(own & lying_names)[0]}"
        if "__eq__" in own:
            try:
                if cls.__eq__(value, sentinel) is True:
                    return f"{cls.__name__} compares equal to anything"
            except Exception:
                pass
        return ""

    def result_of(value, what):
        why = lying(value)
        if why:
            seen_alarm(f"a result of your {what}: {why}")
            raise GradingIntegrityError(
                f"your {what} returned an object whose class changes how it compares or "
                f"converts ({why}): return plain values (tensors, numbers, tuples, ...)")
        if isinstance(value, types.GeneratorType) and _from_learner(value.gi_code, learner_files):
            return stepped(value, what)
        if isinstance(value, types.FunctionType) and not installed(value):
            return guarded(value)
        return value

    def stepped(gen, what):
        """The learner's generator, each step guarded (send, throw and close go through)."""
        action, arg = gen.send, None
        while True:
            before = look()
            depth[0] += 1
            try:
                value = action(arg)
            except StopIteration as stop:
                return stop.value
            finally:
                depth[0] -= 1
                after(before, what)
            try:
                arg = yield result_of(value, what)
                action = gen.send
            except GeneratorExit:
                before = look()
                depth[0] += 1
                try:
                    gen.close()
                finally:
                    depth[0] -= 1
                    after(before, what)
                raise
            except BaseException as err:  # thrown in: the learner's generator gets it
                action, arg = gen.throw, err

    def guarded(fn):
        if getattr(fn, "__ptp_guarded__", False):
            return fn
        what = f"{getattr(fn, '__qualname__', 'function')}()"

        @functools.wraps(fn)
        def call(*args, **kwargs):
            if depth[0] or is_compiling():
                return fn(*args, **kwargs)
            before = look()
            depth[0] += 1
            try:
                result = fn(*args, **kwargs)
            finally:
                depth[0] -= 1
                after(before, what)
            return result_of(result, what)

        call.__ptp_guarded__ = True
        return call

    def wrap(obj):
        if isinstance(obj, types.FunctionType) and not installed(obj):
            learner_files.update(_code_files(obj.__code__))
            return guarded(obj)
        if isinstance(obj, type) and not installed(obj):
            for code in own_codes(obj):
                learner_files.update(_code_files(code))
            for attr, value in list(vars(obj).items()):
                if isinstance(value, types.FunctionType) and not installed(value):
                    type.__setattr__(obj, attr, guarded(value))
        return obj

    wrap.learner_files = learner_files
    return wrap


def _code_files(code):
    """The files of ``code`` and of the code nested in it (functions, classes, lambdas)."""
    files, todo = set(), [code]
    while todo:
        current = todo.pop()
        files.add(current.co_filename)
        todo += [c for c in current.co_consts if isinstance(c, types.CodeType)]
    return files


def installed(obj):
    """Whether ``obj`` comes from an installed module or the course's helpers (``ptp``, from
    its files; not from the notebook or ``exec``)."""
    import os

    func = getattr(obj, "__func__", obj)
    module = sys.modules.get(getattr(func, "__module__", None) or "")
    path = getattr(module, "__file__", None) or ""
    if not path or module.__name__ == "__main__":
        return False
    if module.__name__.split(".")[0] == "ptp":
        code = getattr(func, "__code__", None)
        return code is None or code.co_filename == path and os.path.exists(path)
    return any(path.startswith(root) for root in (sys.prefix, sys.base_prefix, sys.exec_prefix))


class Handler:
    """A signal's handler: another one of installed code is not the learner's."""

    def __init__(self, value):
        self.value = value


class Equal:
    """A setting compared by value (a timer's interval)."""

    def __init__(self, value):
        self.value = value


class Added:
    """A list of hooks, compared by what was added to it: hooks of installed code may come and
    go (matplotlib's after each cell); one from the notebook may not appear."""

    def __init__(self, items):
        self.items = list(items)

    def covers(self, other):
        mine = {id(x) for x in self.items}
        return all(id(x) in mine or installed(x) for x in other.items)


# ------------------------------------------------------------------ untrusted payloads, safely

class Refused(Exception):
    """The payload asked for something a learner's definitions never need."""


def _loader(main, instructor_names, installed_roots, shared_names=frozenset(),  # noqa: C901
            files=None):
    import importlib

    import cloudpickle.cloudpickle as cp
    import torch

    created = set()  # ids of the objects this load made: the only ones it may change
    keep = []        # and the objects themselves, so that their ids stay theirs

    def mark(obj):
        created.add(id(obj))
        keep.append(obj)
        return obj

    def own(obj, what):
        if id(obj) not in created:
            raise Refused(f"{what} on an object the payload did not make")
        return obj

    INSTANCE_HOOKS = ("__new__", "__setstate__", "__del__", "__getattribute__", "__getattr__",
                      "__setattr__", "__delattr__")

    def _learners(cls, names):
        """Whether a class this load made, along ``cls``'s MRO, defines one of ``names``."""
        return any(id(k) in created and any(n in vars(k) for n in names) for k in cls.__mro__)

    learner_ns = main.setdefault("__ptp_learner_globals__", {})
    if "__builtins__" not in learner_ns:
        class Fallback(dict):
            """Builtins first, then the notebook's own names (the grading kernel's)."""

            def __missing__(self, key):
                return main[key]

        learner_ns["__builtins__"] = Fallback(vars(builtins))
    mark(learner_ns)

    def make_function(code, base_globals, name, argdefs, closure):
        if not isinstance(code, types.CodeType):
            raise Refused("a function without code")
        if isinstance(base_globals, dict) and base_globals.get("__name__") == "__main__":
            scope = learner_ns
        else:
            scope = mark({k: v for k, v in dict(base_globals).items()
                          if isinstance(k, str)}) if isinstance(base_globals, dict) else mark({})
            scope["__builtins__"] = vars(builtins)
        if closure is not None:
            for cell in closure:
                own(cell, "a closure cell")
        if files is not None:  # the learner's code: its classes are told apart by these files
            files.update(_code_files(code))
        return mark(types.FunctionType(code, scope, name, argdefs, closure))

    def function_setstate(obj, state):
        own(obj, "setting a function's state")
        state, slotstate = state
        obj.__dict__.update(state)
        fglobals = slotstate.pop("__globals__", {}) or {}
        closure = slotstate.pop("__closure__", None)
        slotstate.pop("_cloudpickle_submodules", None)
        scope = obj.__globals__
        for key, value in dict(fglobals).items():
            if not isinstance(key, str) or key.startswith("__"):
                continue
            if scope is learner_ns and key in shared_names:
                # the grader's names and the asked ones are looked up in the notebook itself
                # (through the builtins fallback), as a tests cell that wraps one expects
                continue
            scope[key] = value
        if closure is not None:
            for i, cell in enumerate(closure):
                try:
                    value = cell.cell_contents
                except ValueError:
                    continue
                obj.__closure__[i].cell_contents = value
        for key, value in slotstate.items():
            if key not in ("__name__", "__qualname__", "__module__", "__doc__", "__defaults__",
                           "__kwdefaults__", "__annotations__", "__dict__"):
                raise Refused(f"function attribute {key}")
            setattr(obj, key, value)
        return obj

    def make_skeleton_class(type_constructor, name, bases, type_kwargs, class_tracker_id,
                            extra=None):
        if id(type_constructor) in created:
            raise Refused("a metaclass the learner wrote")
        for base in bases:
            if id(base) in created and "__init_subclass__" in vars(base):
                raise Refused("__init_subclass__ on a class the learner wrote")
            if id(base) in created and type(base) is not type and id(type(base)) in created:
                raise Refused("a metaclass the learner wrote")
        kwargs = {}
        for key, value in dict(type_kwargs or {}).items():
            if (key == "__module__" and isinstance(value, str)) or (
                    key == "__dict__" and isinstance(value, property)):
                kwargs[key] = value
            else:
                raise Refused(f"the class keyword {key!r}")
        if not isinstance(type_constructor, type) or not isinstance(name, str):
            raise Refused("a class made by something other than a metaclass")
        # a new class each time (no lookup by cloudpickle's tracker: a class of an earlier
        # payload is not this payload's to change)
        skeleton = types.new_class(name, tuple(bases), {"metaclass": type_constructor},
                                   lambda ns: ns.update(kwargs))
        return mark(skeleton)

    def class_setstate(obj, state):
        own(obj, "setting a class's state")
        return cp._class_setstate(obj, state)

    def make_empty_cell():
        return mark(cp._make_empty_cell())

    def make_cell(*value):
        return mark(cp._make_cell(*value))

    def subimport(name):
        if not isinstance(name, str):
            raise Refused("an import by a non-name")
        if name not in sys.modules:
            import importlib.util
            spec = importlib.util.find_spec(name)
            origin = getattr(spec, "origin", None) or ""
            if not any(origin.startswith(root) for root in installed_roots):
                raise Refused(f"importing {name}, which is not an installed module")
        import importlib
        return importlib.import_module(name)

    def dynamic_subimport(name, values):
        module = types.ModuleType(str(name))
        module.__dict__.update({k: v for k, v in dict(values).items() if isinstance(k, str)})
        module.__dict__["__builtins__"] = vars(builtins)
        return mark(module)

    builtin_types = {"CodeType", "CellType", "MethodType", "MappingProxyType", "FunctionType",
                     "SimpleNamespace", "GenericAlias", "UnionType"}

    def builtin_type(name):
        if name not in builtin_types:
            raise Refused(f"the type {name}")
        return cp._builtin_type(name)

    def load_from_bytes(data):
        return torch.load(io.BytesIO(data), weights_only=True)

    def rebuild_tensor_v2(*args):
        if len(args) > 5 and args[5]:
            raise Refused("a tensor with backward hooks")
        return mark(torch._utils._rebuild_tensor_v2(*args))

    def rebuild_parameter(data, requires_grad, backward_hooks, *rest):
        if backward_hooks:
            raise Refused("a parameter with backward hooks")
        return mark(torch._utils._rebuild_parameter(data, requires_grad, backward_hooks, *rest))

    def reconstructor(cls, base, state):
        if id(cls) in created:
            raise Refused(f"an instance of {getattr(cls, '__name__', '?')}, a class the learner "
                          "wrote, held at module level")
        import copyreg
        return mark(copyreg._reconstructor(cls, base, state))

    import operator

    def or_types(func, items, *initial):
        """``int | None`` travels as functools.reduce(operator.or_, ...): only types allowed."""
        if func is not operator.or_ or not all(
                isinstance(x, type) or x is None or isinstance(x, types.GenericAlias)
                for x in (*items, *initial)):
            raise Refused("a reduction other than a union of types")
        import functools
        return functools.reduce(operator.or_, items, *initial)

    def subscript(obj, key):
        """``Optional[int]`` travels as operator.getitem(typing.Union, ...): typing only."""
        if getattr(type(obj), "__module__", "") != "typing" and getattr(
                obj, "__module__", "") != "typing":
            raise Refused("subscripting something other than a typing construct")
        return obj[key]

    def lru_cached(maxsize, typed, func):
        """A function of the learner's under functools.cache or lru_cache (see the export):
        the function, cached again with the same settings."""
        if not isinstance(func, types.FunctionType) or not (
                maxsize is None or type(maxsize) is int) or type(typed) is not bool:
            raise Refused("a cache around something other than a function")
        import functools
        return functools.lru_cache(maxsize=maxsize, typed=typed)(func)

    safe = {
        ("functools", "lru_cache"): lru_cached,
        ("operator", "getitem"): subscript,
        ("functools", "reduce"): or_types,
        ("_functools", "reduce"): or_types,
        ("_operator", "getitem"): subscript,
        ("cloudpickle.cloudpickle", "_make_function"): make_function,
        ("cloudpickle.cloudpickle", "_function_setstate"): function_setstate,
        ("cloudpickle.cloudpickle", "_make_skeleton_class"): make_skeleton_class,
        ("cloudpickle.cloudpickle", "_class_setstate"): class_setstate,
        ("cloudpickle.cloudpickle", "_make_empty_cell"): make_empty_cell,
        ("cloudpickle.cloudpickle", "_make_cell"): make_cell,
        ("cloudpickle.cloudpickle", "subimport"): subimport,
        ("cloudpickle.cloudpickle", "dynamic_subimport"): dynamic_subimport,
        ("cloudpickle.cloudpickle", "_builtin_type"): builtin_type,
        ("cloudpickle.cloudpickle", "_make_dict_keys"): cp._make_dict_keys,
        ("cloudpickle.cloudpickle", "_make_dict_values"): cp._make_dict_values,
        ("cloudpickle.cloudpickle", "_make_dict_items"): cp._make_dict_items,
        ("cloudpickle.cloudpickle", "_get_dataclass_field_type_sentinel"):
            cp._get_dataclass_field_type_sentinel,
        ("torch.storage", "_load_from_bytes"): load_from_bytes,
        ("torch._utils", "_rebuild_tensor_v2"): rebuild_tensor_v2,
        ("torch._utils", "_rebuild_parameter"): rebuild_parameter,
        ("copyreg", "_reconstructor"): reconstructor,
    }
    plain_calls = {dict, list, set, frozenset, tuple, bytearray, bytes, complex, slice, range,
                   staticmethod, classmethod, property, types.MethodType, types.CodeType,
                   types.CellType, types.MappingProxyType, types.SimpleNamespace,
                   torch.device, torch.Size, types.GenericAlias}
    import collections
    import functools
    plain_calls |= {collections.OrderedDict, functools.partial}
    try:  # NumPy arrays, dtypes and scalars (its own reconstructors)
        import numpy
        from numpy._core import multiarray, numeric
        def dtype(spec, align=False, copy=True):
            # always a copy (the shared ones stay as they are), so its state is the payload's
            return mark(numpy.dtype(spec, align, True))

        safe[("numpy", "dtype")] = dtype
        plain_calls |= {multiarray._reconstruct, multiarray.scalar, numeric._frombuffer}
    except ImportError:
        pass
    # what a payload's REDUCE may call: the real reconstructor, answered by its safe version
    # (a reference to the same object elsewhere in the payload stays the real object)
    by_real = {}
    for (module, name), wrapper in safe.items():
        try:
            real = importlib.import_module(module)
            for part in name.split("."):
                real = getattr(real, part)
        except (ImportError, AttributeError):
            continue
        by_real[id(real)] = (real, wrapper)
    callable_ids = set(by_real) | {id(f) for f in plain_calls}

    class SafeUnpickler(pickle._Unpickler):
        dispatch = dict(pickle._Unpickler.dispatch)

        def find_class(self, module, name):
            if not isinstance(module, str) or not isinstance(name, str):
                raise Refused("a malformed reference")
            if any(part.startswith("__") or part == "" for part in name.split(".")):
                raise Refused(f"{module}.{name}")
            obj = subimport(module)
            for part in name.split("."):
                obj = getattr(obj, part)
            if isinstance(obj, (dict, list, set, bytearray, types.ModuleType)):
                raise Refused(f"{module}.{name}, a shared object")
            return obj

        def persistent_load(self, pid):
            if (isinstance(pid, tuple) and len(pid) == 2 and pid[0] == "main"
                    and pid[1] in instructor_names and pid[1] in main):
                return main[pid[1]]
            raise Refused(f"a reference to {pid!r}")

        def load_reduce(self):
            stack = self.stack
            args = stack.pop()
            func = stack[-1]
            if func is type and isinstance(args, tuple) and len(args) == 1:
                stack[-1] = type(args[0])  # type(None), for NoneType: the one-argument form
                return
            if id(func) not in callable_ids:
                raise Refused(f"calling {getattr(func, '__qualname__', type(func).__name__)}")
            if not isinstance(args, tuple):
                raise Refused("call arguments that are not a tuple")
            if id(func) in by_real and by_real[id(func)][0] is func:
                stack[-1] = by_real[id(func)][1](*args)
                return
            made = func(*args)
            if func in plain_calls:
                mark(made)  # a fresh object: the payload may set its state
            stack[-1] = made
        dispatch[pickle.REDUCE[0]] = load_reduce

        def load_newobj(self):
            args = self.stack.pop()
            cls = self.stack.pop()
            if not isinstance(cls, type):
                raise Refused("an instance of something that is not a class")
            # an instance of a class the learner wrote (add = Adder(), a callable object):
            # made and filled without running the learner's code, so only where the class's own
            # type is type and no class of theirs defines what runs on making, reading or
            # freeing an instance
            if id(cls) in created and (type(cls) is not type or _learners(cls, INSTANCE_HOOKS)):
                raise Refused("an instance of a class the learner wrote that defines "
                              "__new__, __setstate__, __del__ or how its attributes are read "
                              "or set")
            self.append(mark(cls.__new__(cls, *args)))
        dispatch[pickle.NEWOBJ[0]] = load_newobj

        def load_build(self):
            state = self.stack.pop()
            inst = self.stack[-1]
            own(inst, "setting state")
            setstate = getattr(type(inst), "__setstate__", None)
            if setstate is not None and id(type(inst)) in created:
                raise Refused("__setstate__ of a class the learner wrote")
            if setstate is not None and setstate is not getattr(object, "__setstate__", None):
                inst.__setstate__(state)
                return
            slotstate = None
            if isinstance(state, tuple) and len(state) == 2:
                state, slotstate = state
            if state:
                inst.__dict__.update(state)
            if slotstate:
                if _learners(type(inst), ("__setattr__",)):
                    raise Refused("__setattr__ of a class the learner wrote")
                for key, value in slotstate.items():
                    setattr(inst, key, value)
        dispatch[pickle.BUILD[0]] = load_build

        def load_setitem(self):
            value = self.stack.pop()
            key = self.stack.pop()
            own(self.stack[-1], "adding items")[key] = value
        dispatch[pickle.SETITEM[0]] = load_setitem

        def load_setitems(self):
            items = self.pop_mark()
            target = own(self.stack[-1], "adding items")
            for i in range(0, len(items), 2):
                target[items[i]] = items[i + 1]
        dispatch[pickle.SETITEMS[0]] = load_setitems

        def load_append(self):
            value = self.stack.pop()
            own(self.stack[-1], "adding items").append(value)
        dispatch[pickle.APPEND[0]] = load_append

        def load_appends(self):
            items = self.pop_mark()
            target = own(self.stack[-1], "adding items")
            target.extend(items)
        dispatch[pickle.APPENDS[0]] = load_appends

        def load_additems(self):
            items = self.pop_mark()
            target = own(self.stack[-1], "adding items")
            for item in items:
                target.add(item)
        dispatch[pickle.ADDITEMS[0]] = load_additems

        def _refuse(self):
            raise Refused("an old or extended pickle opcode")
        for _op in (pickle.INST, pickle.OBJ, pickle.NEWOBJ_EX, pickle.EXT1, pickle.EXT2,
                    pickle.EXT4, pickle.GLOBAL):
            dispatch[_op[0]] = _refuse

        # containers the payload makes are its own
        def load_empty_dictionary(self):
            self.append(mark({}))
        dispatch[pickle.EMPTY_DICT[0]] = load_empty_dictionary

        def load_empty_list(self):
            self.append(mark([]))
        dispatch[pickle.EMPTY_LIST[0]] = load_empty_list

        def load_empty_set(self):
            self.append(mark(set()))
        dispatch[pickle.EMPTY_SET[0]] = load_empty_set

        def load_dict(self):
            items = self.pop_mark()
            self.append(mark({items[i]: items[i + 1] for i in range(0, len(items), 2)}))
        dispatch[pickle.DICT[0]] = load_dict

        def load_list(self):
            self.append(mark(self.pop_mark()))
        dispatch[pickle.LIST[0]] = load_list

    def load(data):
        return SafeUnpickler(io.BytesIO(data)).load()

    return load, learner_ns


def bind(main, payload, asked, instructor_names, installed_roots, wrap=None):
    """Put the learner's ``asked`` names into ``main`` from ``payload`` (bytes); say what failed.

    A name the learner's kernel did not have is removed from ``main`` (so no definition of the
    grader's stands in for it); a payload that asks for more than definitions binds nothing.
    Each bound function and class goes through ``wrap`` (``_guard``: its calls guarded).
    """
    load, _ = _loader(main, set(instructor_names), tuple(installed_roots),
                      frozenset(instructor_names) | frozenset(asked),
                      getattr(wrap, "learner_files", None))
    for name in asked:
        main.pop(name, None)
    if payload is None:
        return None
    try:
        found = load(payload)
    except Refused as err:
        return f"the grader could not take your definitions into its own kernel: {err}"
    except Exception as err:  # a broken payload
        return ("the grader could not take your definitions into its own kernel "
                f"({type(err).__name__})")
    if not isinstance(found, dict):
        return "the grader could not take your definitions into its own kernel"
    for name in asked:
        if name in found:
            main[name] = wrap(found[name]) if wrap is not None else found[name]
    return None
