# Right: expected result computed first, a helper that builds the one-line reason from type name and first message line, and warnings.warn instead of print.
import warnings

def _one_line(err):
    lines = str(err).strip().splitlines()
    return type(err).__name__ + (": " + lines[0] if lines else "")


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, expected)
    except Exception as err:
        warnings.warn(f"torch.compile failed, running eagerly instead ({_one_line(err)})")
        return fn, False
    return compiled_fn, True
