# Right: reports the failure with warnings.warn, building the one-line reason as f"{type}: {err}".splitlines()[0] (never empty, never raising), and compiles and checks in a helper called inside the try.
import warnings

def _compile_and_check(fn, example_args, compile_kwargs):
    candidate = torch.compile(fn, **compile_kwargs)
    result = candidate(*example_args)
    reference = fn(*example_args)
    torch.testing.assert_close(result, reference)
    return candidate

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        candidate = _compile_and_check(fn, example_args, compile_kwargs)
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        warnings.warn(f"compile_or_eager: using eager mode ({reason})")
        return fn, False
    return candidate, True
