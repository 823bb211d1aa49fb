# Mistake: "`fn` may be an `nn.Module`: compile and return that very module (no copy), so that later changes to its weights show in the compiled function" — compiles a deep copy to protect the caller's module, so later weight changes to fn do not reach the compiled function
import copy


def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled_fn = torch.compile(target, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"compile failed: {type(err).__name__}")
        return fn, False
