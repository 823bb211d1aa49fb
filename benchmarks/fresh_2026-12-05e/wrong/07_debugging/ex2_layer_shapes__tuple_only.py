# Mistake: "when the output is a tuple or list (an LSTM), the shape of its **first** element" — handles tuples only; a leaf returning a list [2 h, h[:, :1]] has no .shape and the hook raises AttributeError
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    def hook(module, args, output):
        first = output[0] if isinstance(output, tuple) else output
        records.append((names[module], tuple(first.shape)))
    names = {m: n for n, m in model.named_modules() if not list(m.children())}
    try:
        for module in names:
            handles.append(module.register_forward_hook(hook))
        model(*inputs)
    finally:
        for handle in handles:
            handle.remove()
    return records
