# Mistake: "compile `fn` with `torch.compile(fn, **compile_kwargs)` (the tests choose the backend and `fullgraph` through these keyword arguments)": only `backend` is forwarded, so with fullgraph=True a function with a graph break compiles (True) instead of failing and falling back.
def compile_or_eager(fn, example_args, **compile_kwargs):
    backend = compile_kwargs.get("backend", "inductor")
    try:
        compiled = torch.compile(fn, backend=backend)
        out = compiled(*example_args)
        torch.testing.assert_close(out, fn(*example_args))
        return compiled, True
    except Exception as err:
        lines = str(err).splitlines()
        print(f"{type(err).__name__}: {lines[0] if lines else ''}")
        return fn, False
