# Mistake: "`fn` may be an `nn.Module`: pass that very module to `torch.compile` (no copy ...) ... so that later changes to its weights show in the compiled function": the module is deep-copied before compiling, so after the caller changes the module's weights the returned callable still computes with the old ones.
import copy


def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn   # do not touch the caller's module
    try:
        compiled_fn = torch.compile(target, **compile_kwargs)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"torch.compile failed ({type(err).__name__}: {(str(err).splitlines() or [''])[0]}); running eagerly")
        return fn, False
