# Right: two explicit stages (compile-and-run, then compare) with a stage label in the reason, reported through warnings.warn; the reason is built from type(err).__name__ and a guarded first line (partition on newline, never indexing).
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    stage = "compiling"
    try:
        candidate = torch.compile(fn, **compile_kwargs)
        result = candidate(*example_args)
        stage = "comparing"
        expected = fn(*example_args)
        torch.testing.assert_close(result, expected)
        return candidate, True
    except Exception as err:
        first_line = str(err).partition("\n")[0].strip()
        reason = f"{type(err).__name__} while {stage}" + (f": {first_line}" if first_line else "")
        warnings.warn(f"compile_or_eager: falling back to eager ({reason})", RuntimeWarning, stacklevel=2)
        return fn, False
