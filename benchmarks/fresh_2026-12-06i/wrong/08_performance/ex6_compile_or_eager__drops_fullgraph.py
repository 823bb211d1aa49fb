# Mistake: "compile `fn` with `torch.compile(fn, **compile_kwargs)` (the tests choose the backend and `fullgraph` through these keyword arguments)" — forwards only the backend, so with fullgraph=True a function with a graph break still compiles (split in two) and (compiled_fn, True) is returned instead of a fallback.
def compile_or_eager(fn, example_args, **compile_kwargs):
    backend = compile_kwargs.get("backend", "inductor")
    try:
        compiled = torch.compile(fn, backend=backend)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        head = next(iter(str(err).splitlines()), "")
        print(f"compile_or_eager: {type(err).__name__} {head}".rstrip())
        return fn, False
