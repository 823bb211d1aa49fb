# Right: registers per-leaf hooks inside a contextlib.ExitStack (each handle's remove is a callback), leaf test by m._modules being empty.
import contextlib

def layer_shapes(model: nn.Module, *inputs) -> list:
    out_list = []
    with contextlib.ExitStack() as stack:
        for name, module in model.named_modules():
            if len(module._modules) == 0:
                def hook(m, args, output, name=name):
                    first = output[0] if isinstance(output, (list, tuple)) else output
                    out_list.append((name, tuple(first.shape)))
                stack.callback(module.register_forward_hook(hook).remove)
        model(*inputs)
    return out_list
