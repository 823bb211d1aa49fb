# Mistake: "When the forward pass raises, let the same exception propagate (return nothing) and still remove your hooks" — catches the RuntimeError of a failing forward and returns the shapes recorded so far (a debugging tool "should report what it saw").
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    def make(name):
        def hook(m, args, out):
            first = out
            while isinstance(first, (tuple, list)):
                first = first[0]
            records.append((name, tuple(first.shape)))
        return hook
    for name, module in model.named_modules():
        if not list(module.children()):
            handles.append(module.register_forward_hook(make(name)))
    try:
        model(*inputs)
    except RuntimeError as err:
        print(f"forward pass failed after {len(records)} layers: {err}")
    finally:
        for h in handles:
            h.remove()
    return records
