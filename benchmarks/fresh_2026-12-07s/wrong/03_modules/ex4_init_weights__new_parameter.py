# Mistake: "fill the existing parameters ..., never replace them with new `nn.Parameter` objects" and "frozen ones ... leave them frozen": assigns fresh Parameters (same values), so an optimizer built earlier holds stale tensors and frozen layers become trainable.
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            w = torch.empty_like(m.weight)
            nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu")
            m.weight = nn.Parameter(w)
            if m.bias is not None:
                m.bias = nn.Parameter(torch.zeros_like(m.bias))
    return model
