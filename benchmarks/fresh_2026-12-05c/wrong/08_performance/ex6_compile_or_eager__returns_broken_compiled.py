# Mistake: "return (fn, False), the original function itself" — on failure returns the broken compiled wrapper with False instead of the original fn
def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled = torch.compile(fn, **compile_kwargs)
    try:
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        print(f"falling back to eager: {type(err).__name__}")
        return compiled, False
