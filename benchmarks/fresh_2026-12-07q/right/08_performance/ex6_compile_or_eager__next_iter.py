# Right: separate try blocks for compiling+calling and for comparing, one shared report helper that uses next(iter(lines), "") for the first line.
def _report(err):
    first = next(iter(str(err).splitlines()), "")
    print(f"torch.compile not used: {type(err).__name__}" + (f" ({first})" if first else ""))

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        out = compiled(*example_args)
    except Exception as err:
        _report(err)
        return fn, False
    try:
        torch.testing.assert_close(out, fn(*example_args))
    except Exception as err:
        _report(err)
        return fn, False
    return compiled, True
