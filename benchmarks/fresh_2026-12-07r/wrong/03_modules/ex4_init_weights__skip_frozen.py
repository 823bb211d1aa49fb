# Mistake: "so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)" — skips Linear layers whose weight is frozen, which also shifts the random draws of every later layer.
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear) and module.weight.requires_grad:
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
