# Mistake: "when the output is a tuple or list (an LSTM), the shape of its **first** element": it unpacks tuples only, so a leaf that returns a list `[2 h, log h[:, :1]]` fails (a list has no .shape) instead of being listed.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records = []

    def hook(module, args, output, name=""):
        if isinstance(output, tuple):              # LSTM: (output, (h, c))
            output = output[0]
        records.append((name, tuple(output.shape)))

    handles = [m.register_forward_hook(lambda m_, a, o, name=n: hook(m_, a, o, name))
               for n, m in model.named_modules() if not list(m.children())]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
