# Mistake: "leave it ... as you found [it]: ... the train/eval mode of every submodule (a model with Dropout and BatchNorm in training mode included)" -- puts the model in eval mode for a clean forward and leaves it there.
def layer_shapes(model: nn.Module, *inputs) -> list:
    model.eval()
    out = []
    handles = [m.register_forward_hook(
                   lambda m, a, o, n=n: out.append((n, tuple((o[0] if isinstance(o, (tuple, list)) else o).shape))))
               for n, m in model.named_modules() if not list(m.children())]
    with torch.no_grad():
        model(*inputs)
    for h in handles:
        h.remove()
    return out
