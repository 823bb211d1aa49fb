# Mistake: "Leave `example_args` and the global state (grad mode, random generators) as you found them." — runs the trial calls with grad disabled (no graph needed for a check) and then switches grad mode back *on*: a caller under torch.no_grad() comes back with gradients enabled
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch.set_grad_enabled(False)
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"falling back to eager ({type(err).__name__})")
        return fn, False
    finally:
        torch.set_grad_enabled(True)
