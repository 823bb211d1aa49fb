# Right: registers the hooks inside a contextlib.ExitStack (each handle's remove is a callback), so every hook goes when the with block ends, error or not.
import contextlib


def layer_shapes(model: nn.Module, *inputs) -> list:
    result = []

    def make_hook(name):
        def hook(module, args, output):
            target = output[0] if isinstance(output, (tuple, list)) else output
            result.append((name, tuple(target.shape)))
        return hook

    with contextlib.ExitStack() as stack:
        for name, module in model.named_modules():
            if not any(True for _ in module.children()):
                stack.callback(module.register_forward_hook(make_hook(name)).remove)
        model(*inputs)
    return result
