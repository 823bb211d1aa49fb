# Mistake: "when the output is a tuple or list (an LSTM), the shape of its first element": only tuples are unpacked, so a leaf returning a list [2 h, h[:, :1]] makes the hook call .shape on a list (AttributeError), the forward fails and the function raises.
def layer_shapes(model: nn.Module, *inputs) -> list:
    found = []

    def hook(name):
        def record(module, args, output):
            if isinstance(output, tuple):
                output = output[0]
            found.append((name, tuple(output.shape)))
        return record

    handles = [m.register_forward_hook(hook(n)) for n, m in model.named_modules() if not list(m.children())]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found
