# Mistake: "A leaf module used twice in one forward pass appears twice" — stores the shapes in a dict keyed by name, so the second call of a shared module overwrites the first and the list has one entry per module, in first-call order
def layer_shapes(model: nn.Module, *inputs) -> list:
    shapes, handles = {}, []
    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            def hook(mod, args, output, name=name):
                out = output[0] if isinstance(output, (tuple, list)) else output
                shapes[name] = tuple(out.shape)
            handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return list(shapes.items())
