# Mistake: "if anything raises, report a one-line reason ... and return `(fn, False)`" and "global state as found" — sets `torch._dynamo.config.suppress_errors = True` so that compilation problems do not crash; Dynamo then silently runs a backend that fails while compiling in eager mode, the comparison passes and the function returns `(compiled, True)`, and the global config stays changed.
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch._dynamo.config.suppress_errors = True
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        lines = str(err).splitlines()
        print(f"falling back to eager: {type(err).__name__}" + (f": {lines[0]}" if lines else ""))
        return fn, False
    return compiled, True
