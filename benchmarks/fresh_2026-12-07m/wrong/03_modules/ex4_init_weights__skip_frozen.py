# Mistake: "and so are frozen ones (`requires_grad=False`: initialise them anyway, and leave them frozen)": skips Linear layers whose weight is frozen, so they keep their old values (and every later layer gets the draws meant for the skipped one).
def init_weights(model: nn.Module) -> nn.Module:
    for module in model.modules():
        if isinstance(module, nn.Linear) and module.weight.requires_grad:
            nn.init.kaiming_normal_(module.weight, mode="fan_in", nonlinearity="relu")
            if module.bias is not None:
                nn.init.zeros_(module.bias)
    return model
