# Mistake: "when the output is a tuple or list (an LSTM), the shape of its **first** element": only tuples are unpacked, so a leaf returning a list [2h, h[:, :1]] hits `.shape` on a list and raises AttributeError.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    try:
        for name, m in model.named_modules():
            if not list(m.children()):
                def hook(module, args, output, name=name):
                    if isinstance(output, tuple):
                        output = output[0]
                    records.append((name, tuple(output.shape)))
                handles.append(m.register_forward_hook(hook))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
