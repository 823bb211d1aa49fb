# Mistake: "check that the compiled result matches fn(*example_args) (use torch.testing.assert_close)" — calls the compiled function once but never compares, so a backend that compiles into wrong results is returned as (compiled, True)
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        compiled(*example_args)
        return compiled, True
    except Exception as err:
        print(f"falling back to eager: {type(err).__name__}")
        return fn, False
