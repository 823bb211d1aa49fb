# Diagnosis: module-copied
# Pitfall: compiling a deep copy "to keep the original safe": later weight updates do not reach it.
def compile_or_eager(fn, example_args, **compile_kwargs):
    import copy
    try:
        compiled = torch.compile(copy.deepcopy(fn), **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"torch.compile failed, using eager mode ({type(err).__name__})")
        return fn, False
    return compiled, True
