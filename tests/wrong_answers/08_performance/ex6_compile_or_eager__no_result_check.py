# Diagnosis: result-not-checked
# Pitfall: the compiled function runs once but its result is never compared with eager mode.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        compiled(*example_args)
    except Exception as err:
        print(f"compilation failed ({type(err).__name__}), running eagerly")
        return fn, False
    return compiled, True
