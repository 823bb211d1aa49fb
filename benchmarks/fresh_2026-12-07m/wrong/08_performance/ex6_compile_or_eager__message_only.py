# Mistake: "report a one-line reason that names the error by its type (`type(err).__name__` ...; not the message alone, which may be empty)" - prints only the first line of the message, which does not name the error's type (and is blank for a bare AssertionError).
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        out = compiled(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
        return compiled, True
    except Exception as err:
        lines = str(err).splitlines()
        print("compilation failed, running eagerly:", lines[0] if lines else "")
        return fn, False
