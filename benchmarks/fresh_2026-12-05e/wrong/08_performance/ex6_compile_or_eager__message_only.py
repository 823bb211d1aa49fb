# Mistake: "report a one-line reason that names the error by its type (`type(err).__name__` ...) but not the message alone, which may be empty" — warns with the message only, which for the bare AssertionError is an empty warning that names nothing
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        lines = str(err).splitlines()
        warnings.warn(lines[0] if lines else "")
        return fn, False
