# Right: everything (compile, first call, eager reference, assert_close) in one try; the report is built defensively (type name, then the first line if there is one) and warned with warnings.warn; the original fn returned on failure.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        expected = fn(*example_args)
        torch.testing.assert_close(got, expected)
    except Exception as err:
        try:
            lines = str(err).strip().splitlines()
        except Exception:
            lines = []
        reason = type(err).__name__ + (f": {lines[0]}" if lines else "")
        warnings.warn(f"torch.compile unusable, running eager ({reason})", RuntimeWarning)
        return fn, False
    return compiled_fn, True
