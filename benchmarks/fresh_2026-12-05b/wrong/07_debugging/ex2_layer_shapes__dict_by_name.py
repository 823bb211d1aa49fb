# Mistake: "A leaf module used twice in one forward pass appears twice" -- collects the shapes in a dict keyed by name, so the second call of a shared module overwrites the first.
def layer_shapes(model: nn.Module, *inputs) -> list:
    shapes = {}
    handles = []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def hook(mod, args, output, name=name):
                first = output[0] if isinstance(output, (tuple, list)) else output
                shapes[name] = tuple(first.shape)
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return list(shapes.items())
