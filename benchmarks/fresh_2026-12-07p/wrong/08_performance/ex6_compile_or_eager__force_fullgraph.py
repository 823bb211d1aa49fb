# Mistake: "compile fn with torch.compile(fn, **compile_kwargs)" and "a function with a graph break (allowed unless fullgraph=True)": fullgraph=True is forced whenever the caller did not pass fullgraph, so a function with a graph break that the default (fullgraph=False) compiles falls back to eager.
def compile_or_eager(fn, example_args, **compile_kwargs):
    options = {"fullgraph": True, **compile_kwargs}      # surface graph breaks unless told otherwise
    try:
        compiled_fn = torch.compile(fn, **options)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"{type(err).__name__}: {err}".splitlines()[0])
        return fn, False
