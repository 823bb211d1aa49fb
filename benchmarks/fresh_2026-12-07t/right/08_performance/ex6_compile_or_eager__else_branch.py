# Right: try/except/else layout with the compiled function named by a helper; the one-line reason is f"{type(err).__name__}: {err}".splitlines()[0], printed to stdout.
def _first_line(err):
    return f"{type(err).__name__}: {err}".splitlines()[0]


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)   # only wraps fn: the errors come below
        got = compiled_fn(*example_args)
        want = fn(*example_args)
        torch.testing.assert_close(got, want)
    except Exception as err:
        print("compilation failed, using eager mode:", _first_line(err))
        return fn, False
    else:
        return compiled_fn, True
