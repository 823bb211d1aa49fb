# Right: compile + first call + assert_close all inside one try; the report uses warnings.warn with the type name and str(err).partition("\n")[0] (safe for empty or multi-line messages); the report itself is guarded, and the original fn is returned on failure
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        want = fn(*example_args)
        torch.testing.assert_close(got, want)
    except Exception as err:
        try:
            first = str(err).partition("\n")[0].strip()
        except Exception:
            first = ""
        reason = type(err).__name__ + (f": {first}" if first else "")
        warnings.warn(f"torch.compile fell back to eager ({reason})", RuntimeWarning, stacklevel=2)
        return fn, False
    return compiled_fn, True
