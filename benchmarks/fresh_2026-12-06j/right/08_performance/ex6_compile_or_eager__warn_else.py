# Right: uses try/except/else, builds the reason from f"{type(err).__name__}: {err}".splitlines()[0] (never empty) and reports it with warnings.warn.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        expected = fn(*example_args)
        actual = compiled_fn(*example_args)
        torch.testing.assert_close(actual, expected)
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        warnings.warn(f"compile_or_eager: falling back to eager mode ({reason})")
        return fn, False
    else:
        return compiled_fn, True
