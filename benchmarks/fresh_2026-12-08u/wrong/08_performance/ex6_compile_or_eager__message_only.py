# Mistake: "report a one-line reason that names the error by its type (`type(err).__name__` ...; not the message alone, which may be empty)" — prints only str(err): no type name, nothing for a bare AssertionError, and several lines for a failed compilation.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        out = compiled_fn(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"compilation failed, falling back to eager: {err}")
        return fn, False
