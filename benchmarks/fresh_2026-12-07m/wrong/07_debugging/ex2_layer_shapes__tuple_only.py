# Mistake: "when the output is a tuple or list ... the shape of its first element" - only tuples are unpacked; a leaf returning a list [2 h, h[:, :1]] makes the hook call .shape on a list, and the forward fails with AttributeError.
def layer_shapes(model: nn.Module, *inputs) -> list:
    calls, handles = [], []
    try:
        for name, module in model.named_modules():
            if len(list(module.children())) == 0:
                handles.append(module.register_forward_hook(
                    lambda m, args, out, name=name: calls.append(
                        (name, tuple((out[0] if isinstance(out, tuple) else out).shape)))))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return calls
