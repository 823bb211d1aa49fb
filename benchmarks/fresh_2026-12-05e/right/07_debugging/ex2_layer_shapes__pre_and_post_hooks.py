# Right: a pre-hook opens an entry at each leaf call and the forward hook fills in its shape (leaves never nest, so start order is finish order); entries of a call that raised are dropped; ExitStack removes every handle whatever happens
import contextlib


def layer_shapes(model: nn.Module, *inputs) -> list:
    entries = []

    def opener(name):
        def pre(module, args):
            entries.append([name, None])
        return pre

    def closer(module, args, output):
        first = output[0] if isinstance(output, (list, tuple)) else output
        entries[-1][1] = tuple(first.shape)

    with contextlib.ExitStack() as stack:
        for name, module in model.named_modules():
            if len(module._modules) == 0:
                stack.callback(module.register_forward_pre_hook(opener(name)).remove)
                stack.callback(module.register_forward_hook(closer).remove)
        model(*inputs)
    return [(name, shape) for name, shape in entries if shape is not None]
