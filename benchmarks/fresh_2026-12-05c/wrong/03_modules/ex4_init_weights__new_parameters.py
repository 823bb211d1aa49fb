# Mistake: "never replace them with new `nn.Parameter` objects, which an optimizer built before the call would no longer update" — builds new Parameters (and unfreezes frozen layers on the way)
def init_weights(model: nn.Module) -> nn.Module:
    for m in model.modules():
        if isinstance(m, nn.Linear):
            w = torch.empty_like(m.weight)
            nn.init.kaiming_normal_(w, mode="fan_in", nonlinearity="relu")
            m.weight = nn.Parameter(w)
            if m.bias is not None:
                m.bias = nn.Parameter(torch.zeros_like(m.bias))
    return model
