# Right: registers one hook per leaf and lets contextlib.ExitStack remove every handle on the way out (normal return or exception); the hook unwraps tuple and list outputs to their first element and returns None, so outputs are untouched.
import contextlib


def layer_shapes(model: nn.Module, *inputs) -> list:
    calls = []
    with contextlib.ExitStack() as stack:
        for name, module in model.named_modules():
            if any(True for _ in module.children()):
                continue

            def record(mod, args, out, _name=name):
                while isinstance(out, (tuple, list)):
                    out = out[0]
                calls.append((_name, tuple(out.shape)))

            stack.callback(module.register_forward_hook(record).remove)
        model(*inputs)
    return calls
