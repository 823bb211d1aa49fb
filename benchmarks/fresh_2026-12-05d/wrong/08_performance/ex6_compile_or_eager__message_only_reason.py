# Mistake: "report a one-line reason that names the error by its type (`type(err).__name__` ...; add the first line of its message if you like, but not the message alone, which may be empty)" — prints the message alone: for the backend whose compiled code raises a bare AssertionError the reason is an empty line, naming nothing
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print((str(err).splitlines() or [""])[0])
        return fn, False
