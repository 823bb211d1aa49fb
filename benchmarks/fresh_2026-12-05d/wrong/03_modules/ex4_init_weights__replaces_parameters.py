# Mistake: "fill the existing parameters (the `nn.init` functions do), never replace them with new `nn.Parameter` objects" and frozen ones "leave them frozen" — new Parameters are assigned (an optimizer built before the call keeps updating the old ones), and nn.Parameter(...) defaults to requires_grad=True, so frozen layers come back trainable.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            w = torch.empty_like(m.weight)
            nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu")
            m.weight = nn.Parameter(w)
            if m.bias is not None:
                m.bias = nn.Parameter(torch.zeros_like(m.bias))
    return model
