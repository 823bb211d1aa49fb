# Right: one forward hook per leaf module (modules with no children), first tensor taken by descending into tuples/lists, handles removed in finally.
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls, handles = [], []

    def first_tensor(out):
        while isinstance(out, (tuple, list)):
            out = out[0]
        return out

    try:
        for name, module in model.named_modules():
            if next(module.children(), None) is None:
                handles.append(module.register_forward_hook(
                    lambda m, args, out, name=name: calls.append((name, tuple(first_tensor(out).shape)))))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return calls
